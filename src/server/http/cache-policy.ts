/** Never stored anywhere: personal or signed-in responses (quotes, payments, travellers, admin). */
export const NO_STORE = 'no-store';
/** Catalogue HTML: a CDN keeps it an hour and may serve it stale while it refreshes. */
export const CATALOGUE_HTML = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

const PRIVATE_PATHS = [/^\/admin(\/|$)/, /^\/api\//, /^\/(en|de)\/q(\/|$)/];

/** The Cache-Control a response gets when its route did not choose one. */
export function defaultCacheControl(pathname: string, method: string, status: number): string {
  if (method !== 'GET' && method !== 'HEAD') return NO_STORE;
  if (PRIVATE_PATHS.some((pattern) => pattern.test(pathname))) return NO_STORE;
  if (status >= 500) return NO_STORE;
  if (status >= 400) return 'public, max-age=60';
  return CATALOGUE_HTML;
}
