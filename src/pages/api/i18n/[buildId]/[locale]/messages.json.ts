import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n/locales';
import { MESSAGES } from '~/i18n/messages';

/**
 * GET /_i18n/{build-id}/{locale}/messages.json (rewritten here by the middleware):
 * the messages keyed by locale. The build id in the address makes it safe to cache
 * for a day; a request for another build's id is answered but not cached.
 */
export const GET: APIRoute = ({ params }) => {
  const { buildId, locale } = params;
  if (!isLocale(locale)) return new Response('Unknown locale.', { status: 404 });
  const cacheable = buildId === import.meta.env.PUBLIC_BUILD_ID;
  return new Response(JSON.stringify({ [locale]: MESSAGES[locale] }), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheable ? 'public, max-age=86400, immutable' : 'no-cache',
    },
  });
};
