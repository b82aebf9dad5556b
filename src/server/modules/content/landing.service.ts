import { eq } from 'drizzle-orm';
import type { Locale } from '~/i18n/locales';
import type { Database } from '../../db';
import { landingPages } from '../../db/schema';
import type { Image } from '../catalogue/catalogue.types';

/** A landing page (one per country, spec 2 §2) with its texts in one language. */
export interface LandingPage {
  slug: string;
  countryCode: string | null;
  title: string;
  intro: string;
  /** The body's paragraphs: the stored text split at blank lines. */
  body: string[];
  hero: Image;
  seoTitle: string;
  seoDescription: string;
}

/** Paragraphs of a stored text: blank lines separate them; single line breaks stay inside one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export async function getLandingPage(db: Database, slug: string, locale: Locale): Promise<LandingPage | null> {
  // Slugs are short lower-case words; anything else cannot be a landing page, so skip the query.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 100) return null;
  const [row] = await db.select().from(landingPages).where(eq(landingPages.slug, slug)).limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    countryCode: row.countryCode,
    title: row.title[locale],
    intro: row.intro[locale],
    body: paragraphs(row.body[locale]),
    hero: { ...row.hero, alt: row.hero.alt[locale] },
    seoTitle: row.seoTitle[locale],
    seoDescription: row.seoDescription[locale],
  };
}

/** Every landing page's slug, for the sitemap. */
export async function listLandingSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: landingPages.slug }).from(landingPages).orderBy(landingPages.slug);
  return rows.map((row) => row.slug);
}
