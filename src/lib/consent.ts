/**
 * Cookie consent (spec 2 §2, §4, §9): accept, decline or choose; kept one year, SameSite=Strict,
 * Secure over https. Analytics and session-recording loaders ask `hasConsent` before they load.
 */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Fired on window after a choice is saved, so a loader can start without a reload. */
export const CONSENT_EVENT = 'consent:change';

export const OPTIONAL_CATEGORIES = ['analytics', 'recording'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentCategory = 'necessary' | OptionalCategory;
export type ConsentChoice = Record<OptionalCategory, boolean>;

// Bumped when categories change meaning, so visitors are asked again.
const VERSION = '1';

export const ACCEPT_ALL: ConsentChoice = { analytics: true, recording: true };
export const DECLINE_ALL: ConsentChoice = { analytics: false, recording: false };

/** Compact and cookie-safe (no commas, quotes or semicolons): "v=1&analytics=1&recording=0". */
export function serializeConsent(choice: ConsentChoice): string {
  return [`v=${VERSION}`, ...OPTIONAL_CATEGORIES.map((c) => `${c}=${choice[c] ? 1 : 0}`)].join('&');
}

/** The stored choice, or null when there is none (or an old or damaged one): then we ask. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  if (params.get('v') !== VERSION) return null;
  const choice = {} as ConsentChoice;
  for (const category of OPTIONAL_CATEGORIES) {
    const flag = params.get(category);
    if (flag !== '0' && flag !== '1') return null;
    choice[category] = flag === '1';
  }
  return choice;
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The Set-Cookie text for a choice. Secure only over https: browsers other than Chromium
 * refuse a Secure cookie set from plain http, even on localhost (docs/decisions/009).
 */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether a category may run. Necessary always; the others only after an explicit yes. */
export function hasConsent(category: ConsentCategory, cookies?: string): boolean {
  if (category === 'necessary') return true;
  const source = cookies ?? (typeof document === 'undefined' ? '' : document.cookie);
  return parseConsent(readCookie(source, CONSENT_COOKIE))?.[category] ?? false;
}
