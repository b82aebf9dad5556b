import { asc } from 'drizzle-orm';
import { LOCALES, type Locale } from '~/i18n/locales';
import { localePath } from '~/i18n/routes';
import type { Database } from '../../db';
import { destinations, stays, trips } from '../../db/schema';
import { listLandingSlugs } from './landing.service';

/** Slugs of the Markdown content present in both languages (read from the collections by the route). */
export interface ContentSlugs {
  blog: string[];
  legal: string[];
}

/**
 * Every public page worth indexing, as internal paths without the language prefix:
 * fixed pages, then the catalogue and landing pages read from the database, then content.
 * Quotes, payment, search results and the wizard are left out on purpose.
 */
export async function sitemapPaths(db: Database, content: ContentSlugs): Promise<string[]> {
  const [tripRows, stayRows, destinationRows, landingSlugs] = await Promise.all([
    db.select({ id: trips.id }).from(trips).orderBy(asc(trips.id)),
    db.select({ slug: stays.slug }).from(stays).orderBy(asc(stays.slug)),
    db.select({ slug: destinations.slug }).from(destinations).orderBy(asc(destinations.slug)),
    listLandingSlugs(db),
  ]);
  return [
    '/',
    '/t',
    ...tripRows.map((row) => `/t/${row.id}`),
    '/p',
    ...stayRows.map((row) => `/p/${row.slug}`),
    '/d',
    ...destinationRows.map((row) => `/d/${row.slug}`),
    ...landingSlugs.map((slug) => `/a/${slug}`),
    '/b',
    ...content.blog.map((slug) => `/b/${slug}`),
    ...content.legal.map((slug) => `/terms/${slug}`),
    '/contact',
    '/b2b-partnerships',
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

/** An XML sitemap of one language, each page with its hreflang alternates (and x-default: English). */
export function renderSitemap(origin: string, locale: Locale, paths: string[]): string {
  const url = (lang: Locale, path: string) => escapeXml(new URL(localePath(lang, path), origin).href);
  const entries = paths.map((path) => {
    const alternates = [...LOCALES.map((lang) => [lang, lang] as const), ['x-default', 'en'] as const].map(
      ([hreflang, lang]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(lang, path)}"/>`,
    );
    return `<url><loc>${url(locale, path)}</loc>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything open except the back office, the APIs and the personal quote pages. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    ...LOCALES.map((lang) => `Disallow: /${lang}/q/`),
    '',
    ...LOCALES.map((lang) => `Sitemap: ${new URL(`/${lang}/sitemap.xml`, origin).href}`),
    '',
  ].join('\n');
}

/** Sitemaps and robots.txt change with the catalogue, which changes rarely: an hour is fresh enough. */
export const SEO_FILE_CACHE = 'public, max-age=3600';
