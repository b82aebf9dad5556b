/**
 * Addresses of the trip listings (/t and /t/{slug}): reading the query (filters through
 * the service's canonicalTripFilters, plus our `page` for "load more"), the canonical
 * query to redirect to, and the links that change one thing (sort, remove a filter).
 */
import type { TripFilters, TripSort } from '~/server/modules/catalogue/catalogue.types';
import {
  canonicalTripFilters,
  type KnownFilterValues,
  tripFiltersToSearchParams,
} from '~/server/modules/trips/trips.filters';
import { passthroughOf, readPage, withPassthrough } from '../list-query';

/** Filters a listing address may carry: everything but paging, which `page` does here. */
export type ListingFilters = Omit<TripFilters, 'offset' | 'limit'>;

export interface ListingQuery {
  filters: ListingFilters;
  /** How many steps of the page size are shown ("load more" adds one). */
  page: number;
  /** Tracking parameters to keep ('' or 'utm_source=…'). */
  passthrough: string;
  /** The query string this state has ('' or '?…'); the page redirects when the address differs. */
  canonicalSearch: string;
}

type ListKey = 'destinations' | 'countries' | 'experiences' | 'durations' | 'type' | 'categories';
const LIST_KEYS: readonly ListKey[] = ['destinations', 'countries', 'experiences', 'durations', 'type', 'categories'];

/**
 * Reads a listing's query. Values the slug already fixes (/t/botswana with
 * countries=botswana) are redundant and dropped, like unknown or invalid values.
 */
export function readListingQuery(
  params: URLSearchParams,
  known: KnownFilterValues,
  fixed: ListingFilters = {},
): ListingQuery {
  const rest = new URLSearchParams(params);
  const rawPage = rest.get('page');
  rest.delete('page');
  const { filters: parsed } = canonicalTripFilters(rest, known);
  const { offset: _offset, limit: _limit, ...filters } = parsed;
  for (const key of LIST_KEYS) {
    const pinned = fixed[key] as readonly string[] | undefined;
    const values = filters[key] as string[] | undefined;
    if (!pinned || !values) continue;
    const left = values.filter((value) => !pinned.includes(value));
    if (left.length > 0) (filters as Record<string, unknown>)[key] = left;
    else delete filters[key];
  }
  const page = rawPage === null ? 1 : (readPage(rawPage) ?? 1);
  const passthrough = passthroughOf(params);
  return { filters, page, passthrough, canonicalSearch: withPassthrough(listingSearch(filters, page), passthrough) };
}

/** The query string of a listing state: filters in canonical order, then the page. */
export function listingSearch(filters: ListingFilters, page = 1): string {
  const params = tripFiltersToSearchParams(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters the service gets: what the slug fixes plus what the query adds. */
export function effectiveFilters(fixed: ListingFilters, filters: ListingFilters): ListingFilters {
  const merged: Record<string, unknown> = { ...fixed, ...filters };
  for (const key of LIST_KEYS) {
    const values = [...((fixed[key] as string[] | undefined) ?? []), ...((filters[key] as string[] | undefined) ?? [])];
    if (values.length > 0) merged[key] = [...new Set(values)];
  }
  return merged as ListingFilters;
}

export function withSort(filters: ListingFilters, sort: TripSort): ListingFilters {
  const { sort: _current, ...rest } = filters;
  return sort === 'popularity' ? rest : { ...rest, sort };
}

/** The filters without one value of a list filter, or without a single-valued filter. */
export function withoutFilter(filters: ListingFilters, key: keyof ListingFilters, value?: string): ListingFilters {
  const next: Record<string, unknown> = { ...filters };
  const current = next[key];
  if (Array.isArray(current) && value !== undefined) {
    const left = current.filter((item) => String(item) !== value);
    if (left.length > 0) next[key] = left;
    else delete next[key];
  } else {
    delete next[key];
  }
  return next as ListingFilters;
}

/** True when the filters narrow anything (sort alone does not). */
export function hasFilters(filters: ListingFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'sort');
}
