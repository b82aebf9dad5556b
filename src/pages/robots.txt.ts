import type { APIRoute } from 'astro';
import { env } from '~/server/env';
import { renderRobots, SEO_FILE_CACHE } from '~/server/modules/content/sitemap';

export const GET: APIRoute = ({ url }) =>
  new Response(renderRobots(env().PUBLIC_SITE_URL ?? url.origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SEO_FILE_CACHE },
  });
