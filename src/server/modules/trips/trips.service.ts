import type { Currency } from '~/lib/currency';
import type { Database } from '../../db';
import type {
  BudgetBand,
  CatalogueContext,
  FilteredTrips,
  TripDetail,
  TripFilters,
  TripSummary,
} from '../catalogue/catalogue.types';
import { memo } from '../catalogue/memo';
import { loadReference } from '../catalogue/reference';
import { loadFxRates } from '../fx/fx.service';
import { loadStayIndex } from '../stays/stays.load';
import { loadTripBundle, toTripDetail } from './trip-detail';
import { loadTripIndex, type TripIndexEntry } from './trips.index';
import { toTripFacts, toTripSummary } from './trips.mapping';
import { budgetBands, byPopularity, selectTrips, TRIP_PAGE_SIZE } from './trips.rules';

/** Spec 2 §3: the presentation shows the first 8 featured trips. */
export const FEATURED_TRIPS_SHOWN = 8;

async function tripData(db: Database) {
  const [index, ref, fx] = await Promise.all([loadTripIndex(db), loadReference(db), loadFxRates(db)]);
  return { index, ref, fx };
}

type TripData = Awaited<ReturnType<typeof tripData>>;

const summarise = (entries: TripIndexEntry[], ctx: CatalogueContext, { ref, fx }: TripData) =>
  entries.map((entry) => toTripSummary(entry, ctx, ref, fx));

const popular = (entries: TripIndexEntry[]) => [...entries].sort(byPopularity);

/**
 * What filters and sorts read of every trip, with prices in one currency: cached per
 * currency like the index it comes from, so a listing request only filters and slices.
 */
function loadTripFacts(db: Database, currency: Currency) {
  return memo(db, `trip-facts:${currency}`, async () => {
    const data = await tripData(db);
    const ctx: CatalogueContext = { locale: 'en', currency };
    return data.index.entries.map((entry) => ({ ...toTripFacts(entry, ctx, data.ref, data.fx), entry }));
  });
}

export async function getBudgetBands(db: Database, currency: Currency): Promise<BudgetBand[]> {
  return budgetBands(currency, await loadFxRates(db));
}

/**
 * getFilteredTrips and the listing page. `filters` should come through TripFiltersSchema
 * (the resolver) or canonicalTripFilters (the page); an unknown slug simply matches nothing.
 */
export async function listTrips(db: Database, ctx: CatalogueContext, filters: TripFilters): Promise<FilteredTrips> {
  const [data, facts] = await Promise.all([tripData(db), loadTripFacts(db, ctx.currency)]);
  const selection = selectTrips(facts, filters, budgetBands(ctx.currency, data.fx));
  const offset = filters.offset ?? 0;
  const page = selection.matched.slice(offset, offset + (filters.limit ?? TRIP_PAGE_SIZE));
  return {
    total: selection.total,
    filtered: selection.matched.length,
    budgets: selection.budgets,
    durations: selection.durations,
    trips: summarise(
      page.map((fact) => fact.entry),
      ctx,
      data,
    ),
  };
}

export async function getTripDetail(db: Database, ctx: CatalogueContext, id: number): Promise<TripDetail | null> {
  const [bundle, ref, fx] = await Promise.all([loadTripBundle(db, id), loadReference(db), loadFxRates(db)]);
  return bundle && toTripDetail(bundle, ctx, ref, fx);
}

/** Trips in the order of `ids` (unknown ids left out), optionally only featured ones. */
export async function getTripsByIds(
  db: Database,
  ctx: CatalogueContext,
  ids: readonly number[],
  { featuredOnly = false }: { featuredOnly?: boolean } = {},
): Promise<TripSummary[]> {
  const data = await tripData(db);
  const entries = [...new Set(ids)].flatMap((id) => {
    const entry = data.index.byId.get(id);
    return entry && (!featuredOnly || entry.isFeatured) ? [entry] : [];
  });
  return summarise(entries, ctx, data);
}

export async function listAllTrips(db: Database, ctx: CatalogueContext): Promise<TripSummary[]> {
  const data = await tripData(db);
  return summarise(popular(data.index.entries), ctx, data);
}

export async function listFeaturedTrips(
  db: Database,
  ctx: CatalogueContext,
  limit = FEATURED_TRIPS_SHOWN,
): Promise<TripSummary[]> {
  const data = await tripData(db);
  const featured = data.index.entries.filter((entry) => entry.isFeatured);
  return summarise(popular(featured).slice(0, limit), ctx, data);
}

/** Trips with a stop in the destination or anywhere below it; null when it is unknown. */
export async function listTripsByDestinationSlug(
  db: Database,
  ctx: CatalogueContext,
  slug: string,
): Promise<TripSummary[] | null> {
  const data = await tripData(db);
  const destination = data.ref.destinationBySlug.get(slug);
  if (!destination) return null;
  const area = data.ref.subtree(destination.id);
  const entries = data.index.entries.filter((entry) => entry.stopDestinationIds.some((id) => area.has(id)));
  return summarise(popular(entries), ctx, data);
}

/** inspirationalTripsWithAccommodation: trips that stay at the stay; null when it is unknown. */
export async function listTripsWithStay(
  db: Database,
  ctx: CatalogueContext,
  staySlug: string,
): Promise<TripSummary[] | null> {
  const [data, stays] = await Promise.all([tripData(db), loadStayIndex(db)]);
  const stay = stays.bySlug.get(staySlug);
  if (!stay) return null;
  const entries = data.index.entries.filter((entry) => entry.stayIds.includes(stay.row.id));
  return summarise(popular(entries), ctx, data);
}
