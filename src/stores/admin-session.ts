import { persistentAtom } from '@nanostores/persistent';

/** The admin session as the browser keeps it (spec 1 §3). */
export interface AdminSessionState {
  isAuthenticated: boolean;
  email: string;
  /** Milliseconds since the epoch. */
  loginTimestamp: number;
}

/** Spec 1 §4, §9: valid for 24 hours after sign-in. */
export const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const SIGNED_OUT: AdminSessionState = { isAuthenticated: false, email: '', loginTimestamp: 0 };

export function isSessionValid(state: AdminSessionState, nowMs: number): boolean {
  return state.isAuthenticated && nowMs - state.loginTimestamp < ADMIN_SESSION_LIFETIME_MS;
}

/**
 * Reads a stored value; anything malformed (an old format, a hand-edited
 * value) reads as signed out rather than breaking the admin pages.
 */
export function decodeSession(stored: string): AdminSessionState {
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return SIGNED_OUT;
    const { isAuthenticated, email, loginTimestamp } = value as Record<string, unknown>;
    if (typeof isAuthenticated !== 'boolean' || typeof email !== 'string' || typeof loginTimestamp !== 'number') {
      return SIGNED_OUT;
    }
    if (!Number.isFinite(loginTimestamp)) return SIGNED_OUT;
    return { isAuthenticated, email, loginTimestamp };
  } catch {
    return SIGNED_OUT;
  }
}

/** The session as the server checked it while rendering the page (times from the server's clock). */
export interface ServerSession {
  email: string;
  loginTimestamp: number;
  /** When the server rendered the page; measures how far this browser's clock is off. */
  serverNow: number;
}

/**
 * Initialises the store on an admin page from the session the server has
 * just checked: its sign-in time is the one that counts, so a stale store
 * from an older session never signs out a fresh one. The time is moved onto
 * this browser's clock, so a clock that is hours off neither shortens nor
 * stretches the 24 hours.
 */
export function syncWithServer(state: AdminSessionState, server: ServerSession, clientNow: number): AdminSessionState {
  const loginTimestamp = server.loginTimestamp + (clientNow - server.serverNow);
  if (state.isAuthenticated && state.email === server.email && state.loginTimestamp === loginTimestamp) return state;
  return { isAuthenticated: true, email: server.email, loginTimestamp };
}

export const $adminSession = persistentAtom<AdminSessionState>('kuyenda:admin-session', SIGNED_OUT, {
  encode: JSON.stringify,
  decode: decodeSession,
});

export function markSignedIn(email: string, nowMs: number): void {
  $adminSession.set({ isAuthenticated: true, email, loginTimestamp: nowMs });
}

export function markSignedOut(): void {
  $adminSession.set(SIGNED_OUT);
}
