import { defineMiddleware, sequence } from 'astro:middleware';
import { canonicalPathFor, internalPathFor, splitLocale } from '~/i18n/routes';
import { startBackgroundWork } from '~/server/background';
import { CACHE_TOPICS, onCacheChange } from '~/server/cache/invalidation';
import { database } from '~/server/db';
import { isProduction } from '~/server/env';
import { CATALOGUE_HTML, defaultCacheControl } from '~/server/http/cache-policy';
import { isCrawler } from '~/server/http/crawlers';
import { currencyFromHeaders, currentCurrency } from '~/server/http/currency';
import { withHeaders } from '~/server/http/headers';
import { isUnprefixedPath, preferredLocale } from '~/server/http/language';
import {
  createPageCache,
  isCacheableQuery,
  PAGE_CACHE_HOOK,
  type PageCacheHook,
  pageCacheKey,
} from '~/server/http/page-cache';
import { createRedirectLookup, redirectResponse } from '~/server/http/redirects';
import { safeReturnPath } from '~/server/http/return-path';
import { SECURITY_HEADERS_HOOK, securityHeaders } from '~/server/http/security-headers';
import { inRequestScope } from '~/server/log/request-scope';
import { adminGuard } from '~/server/modules/admin/admin-guard';

/** Outermost: a request id on the answer and on every log line written while serving it (decision 029). */
const requestIds = defineMiddleware((context, next) => inRequestScope(context.request, next));

/**
 * The outbox worker runs in the process that serves requests, which owns the embedded
 * database; it starts with the first request (server.mjs sends one right after listening).
 */
const background = defineMiddleware((_context, next) => {
  void startBackgroundWork();
  watchRenderedPages();
  return next();
});

/** Outermost: security and cache headers on every answer; crawlers get errors without a page. */
const responseHeaders = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  const origin = request.headers.get('origin');
  if (unsafe && origin && origin !== url.origin) {
    return withHeaders(new Response('Cross-site request refused.', { status: 403 }), securityHeaders(isProduction()));
  }
  let response = await next();
  if (response.status >= 400 && isCrawler(request.headers.get('user-agent'))) {
    response = new Response(null, { status: response.status });
  }
  return withHeaders(response, {
    ...securityHeaders(isProduction()),
    'cache-control': defaultCacheControl(url.pathname, request.method, response.status),
  });
});

const renderedPages = createPageCache();

let watchingPages = false;
/**
 * Rendered pages show the catalogue, settings, flags, and hide redirected addresses (a hit
 * is answered before the redirect table): a change to any of them announced on any instance
 * clears this instance's copies (decision 028).
 */
function watchRenderedPages() {
  if (watchingPages) return;
  watchingPages = true;
  database().then(
    ({ db }) => onCacheChange(db, CACHE_TOPICS, () => renderedPages.clear()),
    () => {
      watchingPages = false;
    },
  );
}

// server.mjs answers hits before Astro even builds a request: the same key, no middleware.
const answerFromCache: PageCacheHook = (pathAndQuery, headers) =>
  renderedPages.lookup(pageCacheKey(pathAndQuery, currencyFromHeaders(headers)), headers.get('accept-encoding'));
(globalThis as Record<symbol, unknown>)[PAGE_CACHE_HOOK] = answerFromCache;
(globalThis as Record<symbol, unknown>)[SECURITY_HEADERS_HOOK] = securityHeaders(isProduction());

/**
 * Catalogue pages are the same for every visitor with the same currency: render them once a
 * minute, once however many ask at the same moment. Addresses with a query parameter no
 * page reads are rendered every time and never stored (decision 017).
 */
const pageCache = defineMiddleware((context, next) => {
  const { request, url } = context;
  // A rewritten request is cached once, under its public address, by the outer run.
  if (request.method !== 'GET' || !splitLocale(url.pathname) || context.locals.rewrittenFrom) return next();
  if (!isCacheableQuery(url.search)) return next();
  const key = pageCacheKey(`${url.pathname}${url.search}`, currentCurrency(request, context.cookies));
  const acceptEncoding = request.headers.get('accept-encoding');
  return renderedPages.serve(key, acceptEncoding, async () => {
    const response = await next();
    const cacheControl =
      response.headers.get('cache-control') ?? defaultCacheControl(url.pathname, 'GET', response.status);
    if (response.status !== 200 || cacheControl !== CATALOGUE_HTML || response.headers.has('set-cookie')) {
      return response;
    }
    // Stored complete: a hit answered by server.mjs never passes the outer middleware.
    return renderedPages.put(
      key,
      withHeaders(response, { ...securityHeaders(isProduction()), 'cache-control': cacheControl }),
      acceptEncoding,
    );
  });
});

const findRedirect = createRedirectLookup(async () => (await database()).db);

/** The redirect table applies before routing (spec 1 §2). */
const redirects = defineMiddleware(async (context, next) => {
  if (context.request.method === 'GET' || context.request.method === 'HEAD') {
    const redirect = await findRedirect(context.url.pathname);
    const response = redirect && redirectResponse(redirect, context.url.search);
    if (response) return response;
  }
  return next();
});

/** Language prefixes: / goes to the visitor's language, other prefixes are not found. */
const language = defineMiddleware((context, next) => {
  const { pathname, search } = context.url;
  const split = splitLocale(pathname);
  // A rewrite (to /404) runs the middleware again: keep the language of the original address.
  context.locals.locale = split?.locale ?? context.locals.locale ?? preferredLocale(context.request, context.cookies);
  if (pathname === '/') {
    return withHeaders(context.redirect(`/${context.locals.locale}/`, 302), {
      vary: 'Cookie, Accept-Language',
      'cache-control': 'private, no-cache',
    });
  }
  if (pathname.startsWith('/_i18n/')) return context.rewrite(`/api/i18n/${pathname.slice('/_i18n/'.length)}`);
  if (isUnprefixedPath(pathname) || pathname === '/404' || pathname === '/500') return next();
  if (!split) {
    context.locals.notFound = { reason: 'unmatched', path: pathname };
    return context.rewrite('/404');
  }
  // The rewrite below runs this middleware again for the internal path (/de/plan-my-trip),
  // which must not redirect back to the public one it came from.
  if (context.locals.rewrittenFrom) return next();
  const canonical = canonicalPathFor(pathname);
  if (canonical) return context.redirect(safeReturnPath(`${canonical}${search}`, `/${context.locals.locale}/`), 301);
  const internal = internalPathFor(pathname);
  if (!internal) return next();
  context.locals.rewrittenFrom = pathname;
  return context.rewrite(`${internal}${search}`);
});

export const onRequest = sequence(requestIds, background, responseHeaders, pageCache, adminGuard, redirects, language);
