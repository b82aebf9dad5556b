import type { Database } from '../../db';
import type { CatalogueContext, CountryRef, ExperienceRef } from './catalogue.types';
import { compareText, pick } from './localize';
import { type CountryRow, type ExperienceRow, loadReference } from './reference';

export const toCountryRef = (row: CountryRow, ctx: CatalogueContext): CountryRef => ({
  code: row.code,
  slug: row.slug,
  name: pick(row.name, ctx.locale),
});

export const toExperienceRef = (row: ExperienceRow, ctx: CatalogueContext): ExperienceRef => ({
  id: row.id,
  slug: row.slug,
  name: pick(row.name, ctx.locale),
  isFeatured: row.isFeatured,
});

/** getCountries: the featured list of spec 2 §3, in its order (Zanzibar included). */
export async function listCountries(db: Database, ctx: CatalogueContext): Promise<CountryRef[]> {
  const { countries } = await loadReference(db);
  return countries
    .filter((row) => row.featuredOrder !== null)
    .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0))
    .map((row) => toCountryRef(row, ctx));
}

/** getAllCountries: every country we know, A–Z in the caller's language. */
export async function listAllCountries(db: Database, ctx: CatalogueContext): Promise<CountryRef[]> {
  const { countries } = await loadReference(db);
  const compare = compareText(ctx.locale);
  return countries.map((row) => toCountryRef(row, ctx)).sort((a, b) => compare(a.name, b.name));
}

/** getExperiences: featured first, then A–Z. */
export async function listExperiences(db: Database, ctx: CatalogueContext): Promise<ExperienceRef[]> {
  const { experiences } = await loadReference(db);
  const compare = compareText(ctx.locale);
  return experiences
    .map((row) => toExperienceRef(row, ctx))
    .sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || compare(a.name, b.name));
}
