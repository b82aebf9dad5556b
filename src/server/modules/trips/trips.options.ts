import type { Database } from '../../db';
import type { CatalogueContext, TripFilterOptions, TripListingSlug } from '../catalogue/catalogue.types';
import { tripCategoryLabel, tripTypeLabel } from '../catalogue/labels';
import { compareText, pick } from '../catalogue/localize';
import { type DestinationRow, loadReference } from '../catalogue/reference';
import { listCountries, listExperiences } from '../catalogue/reference.service';
import { loadFxRates } from '../fx/fx.service';
import { loadTripIndex } from './trips.index';
import type { KnownFilterValues } from './trips.filters';
import { budgetBands, DURATIONS, TRIP_SORTS } from './trips.rules';

/**
 * The values the filter form offers: destinations that trips visit (with every place above
 * them), countries, experiences, and the trip types and categories in use.
 */
export async function getTripFilterOptions(db: Database, ctx: CatalogueContext): Promise<TripFilterOptions> {
  const [index, ref, fx, countries, experiences] = await Promise.all([
    loadTripIndex(db),
    loadReference(db),
    loadFxRates(db),
    listCountries(db, ctx),
    listExperiences(db, ctx),
  ]);
  const compare = compareText(ctx.locale);
  const visited = new Set(index.entries.flatMap((entry) => entry.stopDestinationIds.flatMap((id) => ref.lineage(id))));
  const destinations = ref.destinations
    .filter((row) => visited.has(row.id))
    .map((row) => ({ slug: row.slug, name: pick(row.name, ctx.locale), level: row.level }))
    .sort((a, b) => a.level - b.level || compare(a.name, b.name));
  const used = (values: string[], label: (value: string, locale: typeof ctx.locale) => string) =>
    [...new Set(values)]
      .map((value) => ({ value, label: label(value, ctx.locale) }))
      .sort((a, b) => compare(a.label, b.label));
  // Filters must accept every country trips can have, featured or not.
  const allCountries = ref.countries.map((row) => ({
    code: row.code,
    slug: row.slug,
    name: pick(row.name, ctx.locale),
  }));
  const featured = new Set(countries.map((country) => country.code));
  return {
    destinations,
    countries: [...countries, ...allCountries.filter((country) => !featured.has(country.code))],
    experiences,
    types: used(
      index.entries.map((entry) => entry.tripType),
      tripTypeLabel,
    ),
    categories: used(
      index.entries.flatMap((entry) => entry.categories),
      tripCategoryLabel,
    ),
    durations: [...DURATIONS],
    budgets: budgetBands(ctx.currency, fx),
    sorts: [...TRIP_SORTS],
  };
}

/**
 * What `/{lang}/t/{slug}` lists: an experience (search results link there), a country or a
 * destination, in that order of precedence; null when the slug names none of them.
 */
export async function resolveTripListingSlug(
  db: Database,
  ctx: CatalogueContext,
  slug: string,
): Promise<TripListingSlug | null> {
  const ref = await loadReference(db);
  const experience = ref.experiences.find((row) => row.slug === slug);
  if (experience) {
    const name = pick(experience.name, ctx.locale);
    return { kind: 'experience', slug, name, to: null, filters: { experiences: [slug] } };
  }
  const to = (row: DestinationRow | undefined) => (row?.phrases ? pick(row.phrases.to, ctx.locale) : null);
  const country = ref.countries.find((row) => row.slug === slug);
  if (country) {
    const place = country.destinationId === null ? undefined : ref.destinationById.get(country.destinationId);
    return {
      kind: 'country',
      slug,
      name: pick(country.name, ctx.locale),
      to: to(place),
      filters: { countries: [slug] },
    };
  }
  const destination = ref.destinationBySlug.get(slug);
  if (destination) {
    const name = pick(destination.name, ctx.locale);
    return { kind: 'destination', slug, name, to: to(destination), filters: { destinations: [slug] } };
  }
  return null;
}

/**
 * Every value a filter may name (all destinations, not only those the form lists), for the
 * resolver's check and `canonicalTripFilters` on the listing page.
 */
export async function loadKnownFilterValues(db: Database): Promise<KnownFilterValues> {
  const [index, ref] = await Promise.all([loadTripIndex(db), loadReference(db)]);
  return {
    destinations: new Set(ref.destinationBySlug.keys()),
    countries: new Set(ref.countries.map((row) => row.slug)),
    experiences: new Set(ref.experiences.map((row) => row.slug)),
    type: new Set(index.entries.map((entry) => entry.tripType)),
    categories: new Set(index.entries.flatMap((entry) => entry.categories)),
  };
}
