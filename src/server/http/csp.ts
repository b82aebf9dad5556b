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

/**
 * What Google Identity Services needs (its script, its stylesheet, the iframe of its button
 * and One Tap, and its token endpoint). Added only to the trip planner's page and only when
 * GOOGLE_CLIENT_ID is set; every other page keeps the policy above.
 */
export const GOOGLE_IDENTITY_CSP = {
  scriptResources: ["'self'", 'https://accounts.google.com/gsi/client'],
  styleResources: ["'self'", 'https://accounts.google.com/gsi/style'],
  directives: ['frame-src https://accounts.google.com/gsi/', "connect-src 'self' https://accounts.google.com/gsi/"],
} as const;
