import { describe, expect, it } from 'vitest';
import type { KnownFilterValues } from '~/server/modules/trips/trips.filters';
import { effectiveFilters, hasFilters, listingSearch, readListingQuery, withoutFilter, withSort } from './trip-listing';

const known: KnownFilterValues = {
  destinations: new Set(['okavango-delta', 'chobe']),
  countries: new Set(['botswana', 'namibia', 'zambia']),
  experiences: new Set(['safari', 'beach']),
  type: new Set(['guided']),
  categories: new Set(['classic-safari']),
};
const read = (query: string, fixed = {}) => readListingQuery(new URLSearchParams(query), known, fixed);

describe('readListingQuery', () => {
  it('keeps valid filters in canonical order and drops the rest', () => {
    const query = read('sort=price-asc&countries=botswana&countries=atlantis&durations=2&colour=blue');
    expect(query.filters).toEqual({ countries: ['botswana'], durations: ['2'], sort: 'price-asc' });
    expect(query.canonicalSearch).toBe('?countries=botswana&durations=2&sort=price-asc');
  });

  it('reads the page and drops offset and limit', () => {
    const query = read('countries=namibia&page=3&offset=12&limit=50');
    expect(query.page).toBe(3);
    expect(query.canonicalSearch).toBe('?countries=namibia&page=3');
    expect(read('page=0').canonicalSearch).toBe('');
    expect(read('page=1').canonicalSearch).toBe('');
  });

  it('drops values the slug already fixes', () => {
    const query = read('countries=botswana&countries=zambia', { countries: ['botswana'] });
    expect(query.filters).toEqual({ countries: ['zambia'] });
    expect(read('countries=botswana', { countries: ['botswana'] }).canonicalSearch).toBe('');
  });

  it('leaves an address that is already canonical as it is', () => {
    const search = '?countries=botswana&experiences=safari&budget=medium&sort=length-desc&page=2';
    expect(read(search.slice(1)).canonicalSearch).toBe(search);
  });
});

describe('listing links', () => {
  it('merges the slug filter with the query filters', () => {
    expect(effectiveFilters({ countries: ['botswana'] }, { countries: ['zambia'], durations: ['1'] })).toEqual({
      countries: ['botswana', 'zambia'],
      durations: ['1'],
    });
  });

  it('changes the sort; popularity is the default and not written', () => {
    expect(listingSearch(withSort({ countries: ['botswana'] }, 'price-desc'))).toBe(
      '?countries=botswana&sort=price-desc',
    );
    expect(listingSearch(withSort({ sort: 'price-desc' }, 'popularity'))).toBe('');
  });

  it('removes one value or one filter', () => {
    const filters = { countries: ['botswana', 'zambia'], budget: 'fancy' as const };
    expect(withoutFilter(filters, 'countries', 'zambia')).toEqual({ countries: ['botswana'], budget: 'fancy' });
    expect(withoutFilter(filters, 'budget')).toEqual({ countries: ['botswana', 'zambia'] });
    expect(withoutFilter({ countries: ['botswana'] }, 'countries', 'botswana')).toEqual({});
  });

  it('knows when anything narrows the list', () => {
    expect(hasFilters({ sort: 'price-asc' })).toBe(false);
    expect(hasFilters({ travelMonth: 3 })).toBe(true);
  });
});
