import { FALLBACK_CSP } from './csp';

/**
 * Headers every response carries. Pages come with Astro's own Content-Security-Policy
 * (hashes of their inline code plus src/server/http/csp.ts); the fallback here covers
 * everything else, and a header a route already set is kept.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': FALLBACK_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Where the built app offers these headers to `server.mjs`, for the answers it writes itself. */
export const SECURITY_HEADERS_HOOK = Symbol.for('kuyenda.security-headers');
