/**
 * Pure trip listing rules (spec 2 §9): duration buckets, budget bands, filters, facet
 * counts and the five sorts. The service feeds them `TripFacts` with prices already in
 * the caller's currency; nothing here touches the database.
 */
import type { Currency } from '~/lib/currency';
import type { BudgetBand, BudgetLevel, Duration, TripFilters, TripSort } from '../catalogue/catalogue.types';
import { convertMinor, type FxRates, niceAmount } from '../fx/fx.rates';

export const DURATIONS = ['1', '2', '3', '3+'] as const satisfies readonly Duration[];
export const BUDGET_LEVELS = ['basic', 'medium', 'fancy'] as const satisfies readonly BudgetLevel[];
export const TRIP_SORTS = [
  'price-desc',
  'price-asc',
  'length-desc',
  'length-asc',
  'popularity',
] as const satisfies readonly TripSort[];
export const DEFAULT_TRIP_SORT: TripSort = 'popularity';
/** Trips per "load more" step; the spec gives none for trips (destinations 6, stays 10). */
export const TRIP_PAGE_SIZE = 12;
export const MAX_TRIP_PAGE_SIZE = 50;

/** Weeks as travellers count them: up to 7 nights is one week, 8–14 two, 15–21 three. */
export function durationOf(nights: number): Duration {
  if (nights <= 7) return '1';
  if (nights <= 14) return '2';
  if (nights <= 21) return '3';
  return '3+';
}

/** Band limits in EUR per person per trip; the top band is open. */
export const BUDGET_LIMITS_EUR = { basic: 3_500, medium: 7_000 } as const;

/** basic / medium / fancy in `currency`, limits converted and rounded to nice amounts. */
export function budgetBands(currency: Currency, rates: FxRates): BudgetBand[] {
  const limit = (eur: number) => {
    const converted = convertMinor(eur * 100, 'EUR', currency, rates) / 100;
    return niceAmount(converted) * 100;
  };
  const basicMax = limit(BUDGET_LIMITS_EUR.basic);
  const mediumMax = limit(BUDGET_LIMITS_EUR.medium);
  return [
    { level: 'basic', currency, minMinor: 0, maxMinor: basicMax },
    { level: 'medium', currency, minMinor: basicMax, maxMinor: mediumMax },
    { level: 'fancy', currency, minMinor: mediumMax, maxMinor: null },
  ];
}

/** Bands are half-open: a price equal to a limit belongs to the band above. */
export function budgetLevelOf(priceMinor: number, bands: BudgetBand[]): BudgetLevel {
  const band = bands.find((b) => priceMinor >= b.minMinor && (b.maxMinor === null || priceMinor < b.maxMinor));
  return band?.level ?? 'fancy';
}

/** What filtering and sorting need to know about one trip. */
export interface TripFacts {
  id: number;
  nights: number;
  priority: number;
  isFeatured: boolean;
  /** "From" price per person in the caller's currency, minor units. */
  priceMinor: number;
  /** Slugs of every stop's destination and all places above it (park → country → region). */
  destinationSlugs: ReadonlySet<string>;
  countrySlugs: ReadonlySet<string>;
  experienceSlugs: ReadonlySet<string>;
  /** Months rated 2 (good) or 3 (best) to go. */
  goodMonths: ReadonlySet<number>;
  sustainabilityRating: number;
  type: string;
  categories: readonly string[];
}

const anyOf = (wanted: readonly string[] | undefined, has: (value: string) => boolean) =>
  !wanted || wanted.length === 0 || wanted.some(has);

type Facet = 'budget' | 'durations';

/** Whether a trip passes every filter except the one facet being counted. */
function matches(trip: TripFacts, filters: TripFilters, bands: BudgetBand[], except?: Facet): boolean {
  const f = filters;
  const price = trip.priceMinor;
  return (
    anyOf(f.destinations, (slug) => trip.destinationSlugs.has(slug)) &&
    anyOf(f.countries, (slug) => trip.countrySlugs.has(slug)) &&
    anyOf(f.experiences, (slug) => trip.experienceSlugs.has(slug)) &&
    anyOf(f.type, (type) => trip.type === type) &&
    anyOf(f.categories, (category) => trip.categories.includes(category)) &&
    (except === 'durations' || anyOf(f.durations, (d) => durationOf(trip.nights) === d)) &&
    (except === 'budget' || f.budget === undefined || budgetLevelOf(price, bands) === f.budget) &&
    (f.travelMonth === undefined || trip.goodMonths.has(f.travelMonth)) &&
    (f.sustainability === undefined || trip.sustainabilityRating >= f.sustainability) &&
    // Prices in filters are whole units of the caller's currency, per person per trip.
    (f.minPrice === undefined || price >= f.minPrice * 100) &&
    (f.maxPrice === undefined || price <= f.maxPrice * 100) &&
    (f.minNights === undefined || trip.nights >= f.minNights) &&
    (f.maxNights === undefined || trip.nights <= f.maxNights)
  );
}

type Ranked = Pick<TripFacts, 'id' | 'priority' | 'isFeatured'>;
/** Popularity (the default sort): priority descending, then featured first, then id. */
export const byPopularity = (a: Ranked, b: Ranked) =>
  b.priority - a.priority || Number(b.isFeatured) - Number(a.isFeatured) || a.id - b.id;

const SORTERS: Record<TripSort, (a: TripFacts, b: TripFacts) => number> = {
  'price-desc': (a, b) => b.priceMinor - a.priceMinor || byPopularity(a, b),
  'price-asc': (a, b) => a.priceMinor - b.priceMinor || byPopularity(a, b),
  'length-desc': (a, b) => b.nights - a.nights || byPopularity(a, b),
  'length-asc': (a, b) => a.nights - b.nights || byPopularity(a, b),
  popularity: byPopularity,
};

export const sortTrips = <T extends TripFacts>(trips: readonly T[], sort: TripSort = DEFAULT_TRIP_SORT): T[] =>
  [...trips].sort(SORTERS[sort]);

export interface TripSelection<T extends TripFacts> {
  total: number;
  /** Every match, sorted; the caller slices its page. */
  matched: T[];
  budgets: (BudgetBand & { count: number })[];
  durations: { duration: Duration; count: number }[];
}

/**
 * Filters, counts and sorts. A facet's counts apply every other filter, so each count says
 * how many trips choosing that value would show (the usual faceted search behaviour).
 */
export function selectTrips<T extends TripFacts>(
  trips: readonly T[],
  filters: TripFilters,
  bands: BudgetBand[],
): TripSelection<T> {
  const matched = trips.filter((trip) => matches(trip, filters, bands));
  const forBudgets = trips.filter((trip) => matches(trip, filters, bands, 'budget'));
  const forDurations = trips.filter((trip) => matches(trip, filters, bands, 'durations'));
  return {
    total: trips.length,
    matched: sortTrips(matched, filters.sort),
    budgets: bands.map((band) => ({
      ...band,
      count: forBudgets.filter((trip) => budgetLevelOf(trip.priceMinor, bands) === band.level).length,
    })),
    durations: DURATIONS.map((duration) => ({
      duration,
      count: forDurations.filter((trip) => durationOf(trip.nights) === duration).length,
    })),
  };
}
