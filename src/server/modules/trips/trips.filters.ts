/**
 * The trip filter input (spec 2 §9; its request shape is "not shown", so this is ours):
 * one zod schema for the GraphQL `filters` argument, the service and the listing page's
 * query string. Messages are message keys, translated by `validationError`.
 */
import { z } from 'zod';
import type { TripFilterOptions, TripFilters } from '../catalogue/catalogue.types';
import { BUDGET_LEVELS, DURATIONS, MAX_TRIP_PAGE_SIZE, TRIP_SORTS } from './trips.rules';

const INVALID = 'validation.invalidValue';
const RANGE = 'validation.outOfRange';

const slug = z
  .string({ error: INVALID })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, INVALID)
  .max(100, INVALID);
const label = z.string({ error: INVALID }).regex(/^[\p{L}\p{N}][\p{L}\p{N} &'-]{0,59}$/u, INVALID);
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: INVALID }).max(50, RANGE);
const int = (min: number, max: number) => z.number({ error: INVALID }).int(INVALID).min(min, RANGE).max(max, RANGE);

const shape = {
  destinations: list(slug).optional(),
  countries: list(slug).optional(),
  experiences: list(slug).optional(),
  durations: list(z.enum(DURATIONS, { error: INVALID })).optional(),
  budget: z.enum(BUDGET_LEVELS, { error: INVALID }).optional(),
  travelMonth: int(1, 12).optional(),
  sustainability: z.number({ error: INVALID }).min(0, RANGE).max(10, RANGE).optional(),
  type: list(label).optional(),
  categories: list(label).optional(),
  /** Whole units (not minor) of the caller's currency, per person per trip. */
  minPrice: int(0, 10_000_000).optional(),
  maxPrice: int(0, 10_000_000).optional(),
  minNights: int(1, 365).optional(),
  maxNights: int(1, 365).optional(),
  sort: z.enum(TRIP_SORTS, { error: INVALID }).optional(),
  offset: int(0, 100_000).optional(),
  limit: int(1, MAX_TRIP_PAGE_SIZE).optional(),
};

export type FilterKey = keyof typeof shape;
export const FILTER_KEYS = Object.keys(shape) as FilterKey[];
const LIST_KEYS = ['destinations', 'countries', 'experiences', 'durations', 'type', 'categories'] as const;
const NUMBER_KEYS = [
  'travelMonth',
  'sustainability',
  'minPrice',
  'maxPrice',
  'minNights',
  'maxNights',
  'offset',
  'limit',
];

/** Values that exist in the catalogue; a filter naming anything else is refused. */
export interface KnownFilterValues {
  destinations: ReadonlySet<string>;
  countries: ReadonlySet<string>;
  experiences: ReadonlySet<string>;
  type: ReadonlySet<string>;
  categories: ReadonlySet<string>;
}

export function knownFilterValues(options: TripFilterOptions): KnownFilterValues {
  return {
    destinations: new Set(options.destinations.map((d) => d.slug)),
    countries: new Set(options.countries.map((c) => c.slug)),
    experiences: new Set(options.experiences.map((e) => e.slug)),
    type: new Set(options.types.map((t) => t.value)),
    categories: new Set(options.categories.map((c) => c.value)),
  };
}

/** The filter schema; with `known`, values the catalogue does not have are errors too. */
export function tripFiltersSchema(known?: KnownFilterValues) {
  return z.strictObject(shape, { error: INVALID }).superRefine((filters, context) => {
    if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
      context.addIssue({ code: 'custom', path: ['maxPrice'], message: RANGE });
    }
    if (filters.minNights !== undefined && filters.maxNights !== undefined && filters.minNights > filters.maxNights) {
      context.addIssue({ code: 'custom', path: ['maxNights'], message: RANGE });
    }
    if (!known) return;
    for (const key of ['destinations', 'countries', 'experiences', 'type', 'categories'] as const) {
      filters[key]?.forEach((value, index) => {
        if (!known[key].has(value))
          context.addIssue({ code: 'custom', path: [key, index], message: 'validation.unknownValue' });
      });
    }
  });
}

export const TripFiltersSchema = tripFiltersSchema();

/** zod's optional keys may hold `undefined`; TripFilters (exact optional types) leaves them out. */
export function toTripFilters(parsed: z.infer<typeof TripFiltersSchema>): TripFilters {
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as TripFilters;
}

/** Query parameters a listing keeps without treating them as filters (tracking, referral). */
export const PASSTHROUGH_PARAMS = /^(utm_[a-z]+|invite|gclid|fbclid)$/;

/**
 * Reads a listing's query string, keeping every valid filter value and dropping the rest,
 * so the page can redirect to the clean address. `dropped` names what went ("key=value",
 * or the key of an unknown parameter). Lists may repeat the key or use commas.
 */
export function canonicalTripFilters(
  params: URLSearchParams,
  known?: KnownFilterValues,
): { filters: TripFilters; dropped: string[] } {
  const schema = tripFiltersSchema(known);
  const dropped: string[] = [];
  const candidate: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (!(FILTER_KEYS as string[]).includes(key)) {
      if (!PASSTHROUGH_PARAMS.test(key)) dropped.push(key);
      continue;
    }
    const raw = params.getAll(key);
    if ((LIST_KEYS as readonly string[]).includes(key)) {
      const values = [...new Set(raw.flatMap((value) => value.split(',')).map((value) => value.trim()))];
      const valid = values.filter((value) => {
        const ok = value !== '' && schema.safeParse({ [key]: [value] }).success;
        if (!ok && value !== '') dropped.push(`${key}=${value}`);
        return ok;
      });
      if (valid.length > 0) candidate[key] = valid;
      continue;
    }
    const value = raw[raw.length - 1] ?? '';
    const parsed = NUMBER_KEYS.includes(key) && value.trim() !== '' ? Number(value) : value;
    if (raw.length === 1 && schema.safeParse({ [key]: parsed }).success) candidate[key] = parsed;
    else dropped.push(`${key}=${raw.join(',')}`);
  }
  // Pairs valid alone may clash (min above max): the upper bound goes.
  for (const [min, max] of [
    ['minPrice', 'maxPrice'],
    ['minNights', 'maxNights'],
  ] as const) {
    const low = candidate[min];
    const high = candidate[max];
    if (typeof low === 'number' && typeof high === 'number' && low > high) {
      delete candidate[max];
      dropped.push(`${max}=${high}`);
    }
  }
  return { filters: toTripFilters(schema.parse(candidate)), dropped };
}

/** The canonical query string of a filter set: fixed key order, lists as repeated keys. */
export function tripFiltersToSearchParams(filters: TripFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || (key === 'offset' && value === 0)) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  return params;
}
