import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  DECLINE_ALL,
  hasConsent,
  parseConsent,
  readCookie,
  serializeConsent,
} from './consent';

describe('consent cookie', () => {
  it('round-trips a choice in a cookie-safe form', () => {
    const choice = { analytics: true, recording: false };
    expect(serializeConsent(choice)).toBe('v=1&analytics=1&recording=0');
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(serializeConsent(ACCEPT_ALL)).not.toMatch(/[,;"\s\\]/);
  });

  it('treats a missing, old or damaged value as no choice, so the visitor is asked', () => {
    for (const value of [undefined, '', 'v=0&analytics=1&recording=1', 'v=1&analytics=yes&recording=0', 'v=1']) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it('is kept a year for the whole site, SameSite=Strict, Secure over https', () => {
    expect(consentCookie(DECLINE_ALL, true)).toBe(
      `consent=v=1&analytics=0&recording=0; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Strict; Secure`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie(ACCEPT_ALL, false)).not.toContain('Secure');
  });
});

describe('hasConsent', () => {
  const cookies = (value: string) => `lang=de; consent=${value}; currency=CHF`;

  it('always allows the necessary cookies and nothing else without a choice', () => {
    expect(hasConsent('necessary', '')).toBe(true);
    expect(hasConsent('analytics', '')).toBe(false);
    expect(hasConsent('recording', 'lang=de')).toBe(false);
  });

  it('follows the stored choice per category', () => {
    const mixed = cookies('v=1&analytics=1&recording=0');
    expect(readCookie(mixed, 'consent')).toBe('v=1&analytics=1&recording=0');
    expect(hasConsent('analytics', mixed)).toBe(true);
    expect(hasConsent('recording', mixed)).toBe(false);
    expect(hasConsent('recording', cookies(serializeConsent(ACCEPT_ALL)))).toBe(true);
  });

  it('is false outside a browser when no cookies are given', () => {
    expect(hasConsent('analytics')).toBe(false);
  });
});
