/**
 * What every catalogue page needs from the request: the database, the language and the
 * visitor's currency, and absolute URLs for canonical links and structured data.
 */
import type { AstroGlobal } from 'astro';
import { getTranslator, type Translate } from '~/i18n/t';
import type { Locale } from '~/i18n/locales';
import { type Database, database } from '~/server/db';
import { env } from '~/server/env';
import { currentCurrency } from '~/server/http/currency';
import { COUNTRY_HEADERS } from '~/server/modules/site/locale-detection';
import type { CatalogueContext } from '~/server/modules/catalogue/catalogue.types';

export interface CataloguePage {
  db: Database;
  ctx: CatalogueContext;
  locale: Locale;
  t: Translate;
  /** The public origin: PUBLIC_SITE_URL when set (behind a proxy), else the request's. */
  origin: string;
}

export async function cataloguePage(astro: AstroGlobal): Promise<CataloguePage> {
  const locale = astro.locals.locale;
  const currency = currentCurrency(astro.request, astro.cookies);
  // Prices follow the currency cookie, or the country header / Accept-Language without one:
  // a shared cache must keep one copy per value (docs/decisions/011-catalogue-pages.md).
  astro.response.headers.set('Vary', ['Cookie', 'Accept-Language', ...COUNTRY_HEADERS].join(', '));
  const { db } = await database();
  return {
    db,
    ctx: { locale, currency },
    locale,
    t: getTranslator(locale),
    origin: env().PUBLIC_SITE_URL ? new URL(env().PUBLIC_SITE_URL as string).origin : astro.url.origin,
  };
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
