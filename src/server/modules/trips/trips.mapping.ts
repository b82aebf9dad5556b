/** Trip index entries to summaries (catalogue.types.ts) and to the facts the filters use. */
import type { CatalogueContext, CountryRef, ExperienceRef, TripSummary } from '../catalogue/catalogue.types';
import { pick, toImage } from '../catalogue/localize';
import type { Reference } from '../catalogue/reference';
import { toCountryRef, toExperienceRef } from '../catalogue/reference.service';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import type { TripIndexEntry } from './trips.index';
import type { TripFacts } from './trips.rules';

/** The country a destination lies in: its own code or the nearest one above it. */
export function countryCodeOf(ref: Reference, destinationId: number): string | null {
  for (const id of ref.lineage(destinationId)) {
    const code = ref.destinationById.get(id)?.countryCode;
    if (code) return code;
  }
  return null;
}

/** A trip's countries: those its route visits in route order, then any only linked to it. */
function countriesOf(entry: TripIndexEntry, ctx: CatalogueContext, ref: Reference): CountryRef[] {
  const codes = [...entry.stopDestinationIds.map((id) => countryCodeOf(ref, id)), ...entry.countryCodes].filter(
    (code): code is string => code !== null,
  );
  return [...new Set(codes)].flatMap((code) => {
    const row = ref.countryByCode.get(code);
    return row ? [toCountryRef(row, ctx)] : [];
  });
}

function experiencesOf(entry: TripIndexEntry, ctx: CatalogueContext, ref: Reference): ExperienceRef[] {
  return entry.experienceIds.flatMap((id) => {
    const row = ref.experienceById.get(id);
    return row ? [toExperienceRef(row, ctx)] : [];
  });
}

/**
 * The "from" price per person in the caller's currency, rounded up to a whole unit: a
 * "from" price reads as a whole number and must not promise less than the stored one
 * (the seed's month rates are converted the same way).
 */
export const tripPriceMinor = (entry: TripIndexEntry, ctx: CatalogueContext, fx: FxRates) =>
  Math.ceil(convertMinor(entry.priceEurMinor, 'EUR', ctx.currency, fx) / 100) * 100;

export function toTripSummary(entry: TripIndexEntry, ctx: CatalogueContext, ref: Reference, fx: FxRates): TripSummary {
  const name = (id: number | undefined) => {
    const destination = id === undefined ? undefined : ref.destinationById.get(id);
    return destination ? pick(destination.name, ctx.locale) : '';
  };
  return {
    id: entry.id,
    slug: entry.slug,
    title: pick(entry.title, ctx.locale),
    shortDescription: pick(entry.shortDescription, ctx.locale),
    numberOfNights: entry.numberOfNights,
    isFeatured: entry.isFeatured,
    priority: entry.priority,
    countries: countriesOf(entry, ctx, ref),
    experiences: experiencesOf(entry, ctx, ref),
    from: name(entry.stopDestinationIds[0]),
    to: name(entry.stopDestinationIds.at(-1)),
    priceFrom: { amountMinor: tripPriceMinor(entry, ctx, fx), currency: ctx.currency },
    image: toImage(entry.picture, ctx.locale),
    sustainabilityRating: entry.sustainabilityRating,
    hasFlexibleCancellation: entry.hasFlexibleCancellation,
  };
}

export function toTripFacts(entry: TripIndexEntry, ctx: CatalogueContext, ref: Reference, fx: FxRates): TripFacts {
  const slugsOf = (ids: Iterable<number>) => new Set([...ids].flatMap((id) => ref.destinationById.get(id)?.slug ?? []));
  const countrySlugs = new Set(
    [...entry.countryCodes, ...entry.stopDestinationIds.map((id) => countryCodeOf(ref, id))].flatMap((code) =>
      code ? (ref.countryByCode.get(code)?.slug ?? []) : [],
    ),
  );
  return {
    id: entry.id,
    nights: entry.numberOfNights,
    priority: entry.priority,
    isFeatured: entry.isFeatured,
    priceMinor: tripPriceMinor(entry, ctx, fx),
    destinationSlugs: slugsOf(entry.stopDestinationIds.flatMap((id) => ref.lineage(id))),
    countrySlugs,
    experienceSlugs: new Set(entry.experienceIds.flatMap((id) => ref.experienceById.get(id)?.slug ?? [])),
    goodMonths: new Set(entry.goodMonths),
    sustainabilityRating: entry.sustainabilityRating,
    type: entry.tripType,
    categories: entry.categories,
  };
}
