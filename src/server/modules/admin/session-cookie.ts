import { SESSION_LIFETIME_MS } from './session.service';

export const SESSION_COOKIE = 'admin_session';
const MAX_AGE_SECONDS = SESSION_LIFETIME_MS / 1000;

export interface CookieOptions {
  /** See docs/decisions/004: always in production, and whenever the request came over https. */
  secure: boolean;
}

/** HttpOnly keeps scripts away from the token; SameSite=Strict keeps other sites from sending it. */
export function sessionCookie(token: string, { secure }: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie({ secure }: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** One cookie's value from a Cookie header; the first wins, as browsers send the most specific first. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Whether the session cookie gets the Secure attribute. */
export function secureCookieFor(production: boolean, url: URL): boolean {
  return production || url.protocol === 'https:';
}
