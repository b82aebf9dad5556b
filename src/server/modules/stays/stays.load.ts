/**
 * Stay data in few queries: an index of every stay (for lists, counts and the "from"
 * price) cached for a minute, and full bundles (rooms, rates, questions) batched by id.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type Picture, rooms, stays } from '../../db/schema';
import { loadFaqs } from '../catalogue/faqs';
import { memo } from '../catalogue/memo';
import { loadRoomFromRates, type RoomFromRate } from './room-rates';
import type { StayBundle, StaySummaryRow } from './stays.mapping';

export interface StayIndexEntry {
  row: StaySummaryRow;
  fromRates: RoomFromRate[];
}

export interface StayIndex {
  entries: StayIndexEntry[];
  byId: Map<number, StayIndexEntry>;
  bySlug: Map<string, StayIndexEntry>;
}

export function loadStayIndex(db: Database): Promise<StayIndex> {
  return memo(db, 'stay-index', async () => {
    const [rows, rates] = await Promise.all([
      db
        .select({
          id: stays.id,
          slug: stays.slug,
          name: stays.name,
          tagline: stays.tagline,
          propertyType: stays.propertyType,
          destinationId: stays.destinationId,
          averageSustainabilityScore: stays.averageSustainabilityScore,
          isFeatured: stays.isFeatured,
          // Only the first picture: a listing shows one.
          picture: sql<Picture | null>`${stays.gallery} -> 0`,
        })
        .from(stays)
        .orderBy(asc(stays.id)),
      loadRoomFromRates(db),
    ]);
    const ratesByStay = new Map<number, RoomFromRate[]>();
    for (const rate of rates) ratesByStay.set(rate.stayId, [...(ratesByStay.get(rate.stayId) ?? []), rate]);
    const entries = rows.map((row) => ({ row, fromRates: ratesByStay.get(row.id) ?? [] }));
    return {
      entries,
      byId: new Map(entries.map((entry) => [entry.row.id, entry])),
      bySlug: new Map(entries.map((entry) => [entry.row.slug, entry])),
    };
  });
}

/** Full stays with rooms, room prices and questions: four queries for any number of stays. */
export async function loadStayBundles(db: Database, ids: readonly number[]): Promise<Map<number, StayBundle>> {
  const bundles = new Map<number, StayBundle>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return bundles;
  const [stayRows, roomRows, faqs] = await Promise.all([
    db.select().from(stays).where(inArray(stays.id, unique)),
    db
      .select()
      .from(rooms)
      .where(inArray(rooms.stayId, unique))
      .orderBy(asc(rooms.stayId), asc(rooms.position), asc(rooms.id)),
    loadFaqs(db, 'stay', unique),
  ]);
  const fromRates = await loadRoomFromRates(
    db,
    roomRows.map((room) => room.id),
  );
  for (const stay of stayRows) {
    bundles.set(stay.id, {
      stay,
      rooms: roomRows.filter((room) => room.stayId === stay.id),
      fromRates: fromRates.filter((rate) => rate.stayId === stay.id),
      faq: faqs.get(stay.id) ?? [],
    });
  }
  return bundles;
}

/** One stay's bundle, cached for a minute (stay pages and trip details ask for the same). */
export function loadStayBundle(db: Database, id: number): Promise<StayBundle | null> {
  return memo(db, `stay:${id}`, async () => (await loadStayBundles(db, [id])).get(id) ?? null);
}
