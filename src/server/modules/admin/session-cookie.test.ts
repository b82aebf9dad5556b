import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readCookie, secureCookieFor, sessionCookie } from './session-cookie';

describe('session cookie', () => {
  it('lives 1440 minutes, HttpOnly and SameSite=Strict on the whole site', () => {
    expect(sessionCookie('tok', { secure: true })).toBe(
      'admin_session=tok; Path=/; Max-Age=86400; HttpOnly; SameSite=Strict; Secure',
    );
    expect(clearedSessionCookie({ secure: false })).toBe(
      'admin_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it('is Secure in production and on https', () => {
    expect(secureCookieFor(true, new URL('http://127.0.0.1/'))).toBe(true);
    expect(secureCookieFor(false, new URL('https://example.com/'))).toBe(true);
    expect(secureCookieFor(false, new URL('http://localhost:4321/'))).toBe(false);
  });

  it('is read from a Cookie header', () => {
    expect(readCookie('a=1; admin_session=xyz; b=2', 'admin_session')).toBe('xyz');
    expect(readCookie('xadmin_session=no', 'admin_session')).toBeUndefined();
    expect(readCookie(null, 'admin_session')).toBeUndefined();
  });
});
