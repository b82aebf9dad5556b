import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db';
import { destinations } from '../../db/schema';
import type {
  CatalogueContext,
  DestinationDetail,
  DestinationPage,
  DestinationSort,
  DestinationSummary,
} from '../catalogue/catalogue.types';
import { type FaqRow, loadFaqs } from '../catalogue/faqs';
import { INVALID, PageSchema } from '../catalogue/inputs';
import { compareText, pick } from '../catalogue/localize';
import { memo } from '../catalogue/memo';
import { type DestinationRow, loadReference } from '../catalogue/reference';
import { loadStayIndex } from '../stays/stays.load';
import { listStaysInDestination } from '../stays/stays.service';
import { loadTripIndex } from '../trips/trips.index';
import { listTripsByDestinationSlug } from '../trips/trips.service';
import { type DestinationCounts, toDestinationDetail, toDestinationSummary } from './destinations.mapping';

/** Spec 2 §9: the destinations index shows 6 at a time. */
export const DESTINATION_PAGE_SIZE = 6;
export const DESTINATION_SORTS = ['popularity', 'az', 'za'] as const satisfies readonly DestinationSort[];

export const DestinationListSchema = z.strictObject(
  { sort: z.enum(DESTINATION_SORTS, { error: INVALID }).optional(), ...PageSchema(50) },
  { error: INVALID },
);
export type DestinationListInput = z.infer<typeof DestinationListSchema>;

/** Trips and stays per destination, each counted for every place above it too. */
function loadCounts(db: Database): Promise<DestinationCounts> {
  return memo(db, 'destination-counts', async () => {
    const [ref, trips, stays] = await Promise.all([loadReference(db), loadTripIndex(db), loadStayIndex(db)]);
    const counts: DestinationCounts = { trips: new Map(), stays: new Map() };
    const add = (map: Map<number, number>, ids: Iterable<number>) => {
      for (const id of ids) map.set(id, (map.get(id) ?? 0) + 1);
    };
    for (const trip of trips.entries)
      add(counts.trips, new Set(trip.stopDestinationIds.flatMap((id) => ref.lineage(id))));
    for (const stay of stays.entries) add(counts.stays, ref.lineage(stay.row.destinationId));
    return counts;
  });
}

async function summaryData(db: Database) {
  const [ref, counts] = await Promise.all([loadReference(db), loadCounts(db)]);
  return { ref, counts };
}

function sorted(rows: DestinationRow[], sort: DestinationSort, ctx: CatalogueContext) {
  const compare = compareText(ctx.locale);
  const name = (row: DestinationRow) => pick(row.name, ctx.locale);
  const order = {
    popularity: (a: DestinationRow, b: DestinationRow) => b.popularity - a.popularity || compare(name(a), name(b)),
    az: (a: DestinationRow, b: DestinationRow) => compare(name(a), name(b)),
    za: (a: DestinationRow, b: DestinationRow) => compare(name(b), name(a)),
  }[sort];
  return [...rows].sort(order);
}

/** The destinations index: every place below the continent, 6 at a time. */
export async function listDestinations(
  db: Database,
  ctx: CatalogueContext,
  input: DestinationListInput = {},
): Promise<{ total: number; destinations: DestinationSummary[] }> {
  const { ref, counts } = await summaryData(db);
  const places = ref.destinations.filter((row) => row.level > 0);
  const offset = input.offset ?? 0;
  const page = sorted(places, input.sort ?? 'popularity', ctx).slice(
    offset,
    offset + (input.limit ?? DESTINATION_PAGE_SIZE),
  );
  return { total: places.length, destinations: page.map((row) => toDestinationSummary(row, counts, ctx, ref)) };
}

/** getAllDestinations: the ones asked for in that order, or all by popularity without `ids`. */
export async function getDestinationsByIds(
  db: Database,
  ctx: CatalogueContext,
  ids?: readonly number[],
): Promise<DestinationSummary[]> {
  const { ref, counts } = await summaryData(db);
  const rows = ids
    ? [...new Set(ids)].flatMap((id) => ref.destinationById.get(id) ?? [])
    : sorted(ref.destinations, 'popularity', ctx);
  return rows.map((row) => toDestinationSummary(row, counts, ctx, ref));
}

export async function listFeaturedDestinations(db: Database, ctx: CatalogueContext): Promise<DestinationSummary[]> {
  const { ref, counts } = await summaryData(db);
  const featured = ref.destinations.filter((row) => row.isFeatured);
  return sorted(featured, 'popularity', ctx).map((row) => toDestinationSummary(row, counts, ctx, ref));
}

/** Full rows and questions of several destinations: two queries. */
async function loadDetails(db: Database, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { rows: [], faqs: new Map<number, FaqRow[]>() };
  const [rows, faqs] = await Promise.all([
    db.select().from(destinations).where(inArray(destinations.id, unique)),
    loadFaqs(db, 'destination', unique),
  ]);
  return { rows, faqs };
}

/** getDestinationByIds: details in the order asked; unknown ids are left out. */
export async function getDestinationDetailsByIds(
  db: Database,
  ctx: CatalogueContext,
  ids: readonly number[],
): Promise<DestinationDetail[]> {
  const [{ ref, counts }, { rows, faqs }] = await Promise.all([summaryData(db), loadDetails(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDestinationDetail(row, faqs.get(id) ?? [], counts, ctx, ref)] : [];
  });
}

export async function getDestinationBySlug(
  db: Database,
  ctx: CatalogueContext,
  slug: string,
): Promise<DestinationDetail | null> {
  const { ref, counts } = await summaryData(db);
  const known = ref.destinationBySlug.get(slug);
  if (!known) return null;
  const { rows, faqs } = await memo(db, `destination:${known.id}`, () => loadDetails(db, [known.id]));
  const [row] = rows;
  return row ? toDestinationDetail(row, faqs.get(row.id) ?? [], counts, ctx, ref) : null;
}

/** The destination page: the place, its trips (top picks first) and its stays. */
export async function getDestinationDetail(
  db: Database,
  ctx: CatalogueContext,
  slug: string,
): Promise<DestinationPage | null> {
  const [destination, trips, stays] = await Promise.all([
    getDestinationBySlug(db, ctx, slug),
    listTripsByDestinationSlug(db, ctx, slug),
    listStaysInDestination(db, ctx, slug),
  ]);
  return destination && { destination, trips: trips ?? [], stays: stays ?? [] };
}
