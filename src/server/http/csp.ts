/**
 * Content-Security-Policy directives besides script-src and style-src. Astro adds
 * those two to every page with hashes of the inline code it rendered (security.csp),
 * so no other inline script or style runs; other responses get a strict fallback.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/** For responses that are not Astro pages (API answers, redirects, errors built by hand). */
export const FALLBACK_CSP = [...CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'"].join('; ');
