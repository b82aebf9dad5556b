import { describe, expect, it } from 'vitest';
import {
  $adminSession,
  ADMIN_SESSION_LIFETIME_MS,
  decodeSession,
  isSessionValid,
  markSignedIn,
  markSignedOut,
  SIGNED_OUT,
  syncWithServer,
} from './admin-session';

const login = Date.UTC(2026, 0, 10, 9, 0, 0);
const signedIn = { isAuthenticated: true, email: 'ops@example.com', loginTimestamp: login };

describe('isSessionValid', () => {
  it('holds for less than 24 hours after sign-in', () => {
    expect(isSessionValid(signedIn, login)).toBe(true);
    expect(isSessionValid(signedIn, login + ADMIN_SESSION_LIFETIME_MS - 1)).toBe(true);
  });

  it('ends exactly 24 hours after sign-in', () => {
    expect(ADMIN_SESSION_LIFETIME_MS).toBe(1440 * 60 * 1000);
    expect(isSessionValid(signedIn, login + ADMIN_SESSION_LIFETIME_MS)).toBe(false);
  });

  it('never holds while signed out', () => {
    expect(isSessionValid({ ...signedIn, isAuthenticated: false }, login)).toBe(false);
    expect(isSessionValid(SIGNED_OUT, 0)).toBe(false);
  });
});

describe('decodeSession', () => {
  it('reads what the store wrote', () => {
    expect(decodeSession(JSON.stringify(signedIn))).toEqual(signedIn);
  });

  it('reads anything malformed as signed out', () => {
    for (const stored of ['', '{', 'null', '42', '{"isAuthenticated":"yes","email":"a","loginTimestamp":1}']) {
      expect(decodeSession(stored), stored).toEqual(SIGNED_OUT);
    }
  });
});

describe('syncWithServer', () => {
  const server = { email: 'ops@example.com', loginTimestamp: login + 5_000, serverNow: login + 60_000 };

  it("takes the server's session when the store is empty or stale", () => {
    const expected = { isAuthenticated: true, email: server.email, loginTimestamp: server.loginTimestamp };
    expect(syncWithServer(SIGNED_OUT, server, server.serverNow)).toEqual(expected);
    expect(syncWithServer(signedIn, server, server.serverNow)).toEqual(expected);
  });

  it("moves the sign-in time onto the browser's clock", () => {
    const threeHoursAhead = server.serverNow + 3 * 60 * 60 * 1000;
    const synced = syncWithServer(SIGNED_OUT, server, threeHoursAhead);
    expect(synced.loginTimestamp).toBe(server.loginTimestamp + 3 * 60 * 60 * 1000);
    expect(isSessionValid(synced, threeHoursAhead)).toBe(true);
    expect(isSessionValid(synced, synced.loginTimestamp + ADMIN_SESSION_LIFETIME_MS)).toBe(false);
  });

  it('keeps the same object when nothing changed', () => {
    const same = { email: signedIn.email, loginTimestamp: login, serverNow: login + 1_000 };
    expect(syncWithServer(signedIn, same, login + 1_000)).toBe(signedIn);
  });
});

describe('the store', () => {
  it('is signed out at first, then follows sign-in and sign-out', () => {
    expect($adminSession.get()).toEqual(SIGNED_OUT);
    markSignedIn('ops@example.com', login);
    expect($adminSession.get()).toEqual(signedIn);
    markSignedOut();
    expect($adminSession.get()).toEqual(SIGNED_OUT);
  });
});
