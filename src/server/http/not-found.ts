import type { AstroGlobal } from 'astro';

/** Answers with the 404 page: 'Page Not Found: {path}' for a failed route check, the oops text otherwise. */
export function notFound(astro: AstroGlobal, reason: 'unmatched' | 'route-check'): Promise<Response> {
  astro.locals.notFound = { reason, path: astro.url.pathname };
  return astro.rewrite('/404');
}
