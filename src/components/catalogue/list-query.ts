import { withoutUncleanText } from '~/lib/schemas/text-rule';

/**
 * Query strings of the simple listings (stays, destinations): read them strictly and say
 * when the address should be cleaned, so every listing state has one canonical URL.
 */
/** Tracking and referral parameters (utm_*, invite…) survive a cleaning redirect untouched. */
const PASSTHROUGH = /^(utm_[a-z]+|invite|gclid|fbclid)$/;

/** The passthrough parameters of a query, as 'key=value&…' ('' when none). */
export function passthroughOf(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([key]) => PASSTHROUGH.test(key)));
  return kept.toString();
}

/** Appends passthrough parameters to a query string ('' or '?…'). */
export function withPassthrough(search: string, passthrough: string): string {
  if (!passthrough) return search;
  return search ? `${search}&${passthrough}` : `?${passthrough}`;
}

export interface StayQuery {
  q: string;
  type: string | null;
  page: number;
}

export const STAYS_PAGE_SIZE = 10;
export const DESTINATIONS_PAGE_SIZE = 6;
const MAX_QUERY_LENGTH = 80;
const MAX_PAGE = 1000;

/** A positive page number, or null when the value is missing or not one. */
export function readPage(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

export function readStayQuery(params: URLSearchParams, knownTypes: readonly string[]): StayQuery {
  const q = withoutUncleanText(params.get('q') ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, MAX_QUERY_LENGTH);
  const rawType = params.get('type');
  const type = rawType && knownTypes.includes(rawType) ? rawType : null;
  return { q, type, page: readPage(params.get('page')) ?? 1 };
}

export function stayQueryString({ q, type, page }: StayQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type DestinationSortKey = 'popularity' | 'az' | 'za';
const DESTINATION_SORT_VALUES: readonly DestinationSortKey[] = ['popularity', 'az', 'za'];

export interface DestinationQuery {
  sort: DestinationSortKey;
  /** How many pages of 6 are shown ("load more" grows it). */
  page: number;
}

export function readDestinationQuery(params: URLSearchParams): DestinationQuery {
  const sort = params.get('sort');
  return {
    sort: DESTINATION_SORT_VALUES.includes(sort as DestinationSortKey) ? (sort as DestinationSortKey) : 'popularity',
    page: readPage(params.get('page')) ?? 1,
  };
}

export function destinationQueryString({ sort, page }: DestinationQuery): string {
  const params = new URLSearchParams();
  if (sort !== 'popularity') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * True when the address carries anything beyond its canonical form (unknown keys, bad
 * values, defaults spelled out, another order): the page then redirects to `canonical`.
 */
export function needsCleaning(search: string, canonical: string): boolean {
  return search !== canonical && !(search === '?' && canonical === '');
}
