import { describe, expect, it } from 'vitest';
import {
  canonicalTripFilters,
  type KnownFilterValues,
  TripFiltersSchema,
  tripFiltersSchema,
  tripFiltersToSearchParams,
} from './trips.filters';

const known: KnownFilterValues = {
  destinations: new Set(['botswana', 'okavango-delta']),
  countries: new Set(['botswana', 'namibia']),
  experiences: new Set(['safari', 'beach']),
  type: new Set(['guided', 'self-drive']),
  categories: new Set(['wildlife']),
};

describe('TripFiltersSchema', () => {
  it('accepts every filter of spec 2 §9', () => {
    const filters = {
      destinations: ['okavango-delta'],
      countries: ['botswana'],
      experiences: ['safari'],
      durations: ['2', '3+'],
      budget: 'medium',
      travelMonth: 7,
      sustainability: 6.5,
      type: ['guided'],
      categories: ['wildlife'],
      minPrice: 1_000,
      maxPrice: 9_000,
      minNights: 5,
      maxNights: 20,
      sort: 'price-asc',
      offset: 12,
      limit: 12,
    };
    expect(tripFiltersSchema(known).parse(filters)).toEqual(filters);
  });

  it('refuses unknown fields, bad values and values the catalogue lacks, with message keys', () => {
    const issues = (input: unknown) =>
      tripFiltersSchema(known)
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ colour: 'red' })?.[0]?.[1]).toBe('validation.invalidValue');
    expect(issues({ durations: ['4'] })).toEqual([['durations.0', 'validation.invalidValue']]);
    expect(issues({ travelMonth: 13 })).toEqual([['travelMonth', 'validation.outOfRange']]);
    expect(issues({ sort: 'cheapest' })).toEqual([['sort', 'validation.invalidValue']]);
    expect(issues({ minPrice: 500, maxPrice: 100 })).toEqual([['maxPrice', 'validation.outOfRange']]);
    expect(issues({ experiences: ['safari', 'skiing'] })).toEqual([['experiences.1', 'validation.unknownValue']]);
    expect(issues({ limit: 500 })).toEqual([['limit', 'validation.outOfRange']]);
    expect(TripFiltersSchema.safeParse({ experiences: ['skiing'] }).success).toBe(true);
  });
});

describe('canonicalTripFilters', () => {
  it('keeps valid values and names what it dropped', () => {
    const params = new URLSearchParams(
      'experiences=safari,skiing&experiences=beach&durations=2&durations=9&budget=cheap&travelMonth=7' +
        '&minPrice=abc&maxNights=10&minNights=14&sort=price-asc&utm_source=news&colour=red',
    );
    const { filters, dropped } = canonicalTripFilters(params, known);
    expect(filters).toEqual({
      experiences: ['safari', 'beach'],
      durations: ['2'],
      travelMonth: 7,
      minNights: 14,
      sort: 'price-asc',
    });
    expect(dropped.sort()).toEqual(
      ['budget=cheap', 'colour', 'durations=9', 'experiences=skiing', 'maxNights=10', 'minPrice=abc'].sort(),
    );
  });

  it('gives nothing to drop for a clean address, and round-trips', () => {
    const filters = { countries: ['botswana', 'namibia'], budget: 'fancy' as const, sort: 'length-desc' as const };
    const params = tripFiltersToSearchParams(filters);
    expect(params.toString()).toBe('countries=botswana&countries=namibia&budget=fancy&sort=length-desc');
    expect(canonicalTripFilters(params, known)).toEqual({ filters, dropped: [] });
  });

  it('refuses a repeated single-value parameter', () => {
    expect(canonicalTripFilters(new URLSearchParams('budget=basic&budget=fancy')).dropped).toEqual([
      'budget=basic,fancy',
    ]);
  });
});
