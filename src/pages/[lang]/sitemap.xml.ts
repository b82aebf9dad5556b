import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n/locales';
import { database } from '~/server/db';
import { env } from '~/server/env';
import { bilingualSlugs } from '~/server/modules/content/content.entries';
import { renderSitemap, SEO_FILE_CACHE, sitemapPaths } from '~/server/modules/content/sitemap';

/** /en/sitemap.xml and /de/sitemap.xml (spec 1 §2), built from the database and the content collections. */
export const GET: APIRoute = async ({ params, url }) => {
  if (!isLocale(params.lang)) return new Response(null, { status: 404 });
  const [blog, legal] = await Promise.all([bilingualSlugs('blog'), bilingualSlugs('legal')]);
  const paths = await sitemapPaths((await database()).db, { blog, legal });
  return new Response(renderSitemap(env().PUBLIC_SITE_URL ?? url.origin, params.lang, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SEO_FILE_CACHE },
  });
};
