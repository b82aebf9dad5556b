/**
 * What a quote needs from the database, in batches (never one query per stop or room):
 * the trip with its stops, legs and inclusions (four queries at once); stays with rooms,
 * rates and the availability exceptions for a date range (three at once, for any number
 * of stays); included activities and destination fees (one each); promo code, settings and
 * FX. Quote generation stays fast on the 10× catalogue (docs/decisions/012).
 */
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { isCurrency } from '~/lib/currency';
import type { Database } from '../../db';
import {
  activities,
  cars,
  destinationFees,
  fxRates,
  type Picture,
  promoCodes,
  roomAvailability,
  roomRates,
  rooms,
  stays,
  tripInclusions,
  tripLegs,
  tripStops,
  trips,
} from '../../db/schema';
import { memo } from '../catalogue/memo';
import type { FxRates } from '../fx/fx.rates';
import type { Promo } from './quote.pricing';
import type { RoomData, RoomRate } from './room-allocation';

/** A trip template with its stops, legs and inclusions, cached for a minute per process like the catalogue. */
export const loadTrip = (db: Database, tripId: number) => memo(db, `quote-trip:${tripId}`, () => fetchTrip(db, tripId));

async function fetchTrip(db: Database, tripId: number) {
  const [[trip], stops, legs, inclusions] = await Promise.all([
    db
      .select({
        id: trips.id,
        slug: trips.slug,
        title: trips.title,
        numberOfNights: trips.numberOfNights,
        tripType: trips.tripType,
        hero: sql<Picture | null>`${trips.gallery} -> 0`,
      })
      .from(trips)
      .where(eq(trips.id, tripId)),
    db.select().from(tripStops).where(eq(tripStops.tripId, tripId)).orderBy(asc(tripStops.position)),
    db.select().from(tripLegs).where(eq(tripLegs.tripId, tripId)).orderBy(asc(tripLegs.position)),
    db
      .select({
        kind: tripInclusions.kind,
        isDefault: tripInclusions.isDefault,
        description: tripInclusions.description,
      })
      .from(tripInclusions)
      .where(eq(tripInclusions.tripId, tripId))
      .orderBy(asc(tripInclusions.position)),
  ]);
  return trip ? { trip, stops, legs, inclusions } : null;
}
export type TripBundle = NonNullable<Awaited<ReturnType<typeof fetchTrip>>>;
export type TripStopRow = TripBundle['stops'][number];
export type TripLegRow = TripBundle['legs'][number];

export interface StayRoom extends RoomData {
  stayId: number;
  categoryName: (typeof rooms.$inferSelect)['categoryName'];
  type: string;
  beds: number;
}

export interface StayData {
  id: number;
  slug: string;
  name: string;
  destinationId: number;
  propertyType: string;
  cancellationPolicy: string;
  checkInFrom: string;
  checkOutTo: string;
  picture: Picture | null;
  rooms: StayRoom[];
}

/**
 * Stays with their rooms, the rates overlapping the nights `from` to `to` (inclusive) and
 * the availability exceptions on those nights. Rates and availability are found through
 * the stay filter in the same statement, so the three queries run at once.
 */
export async function loadStays(db: Database, ids: readonly number[], from: string, to: string): Promise<StayData[]> {
  if (ids.length === 0) return [];
  const where = inArray(stays.id, [...new Set(ids)]);
  const roomIds = db
    .select({ id: rooms.id })
    .from(rooms)
    .where(inArray(rooms.stayId, db.select({ id: stays.id }).from(stays).where(where)));
  // Stays come with their rooms in one query: a stay without rooms cannot house anyone.
  const [roomRows, rateRows, limitedRows] = await Promise.all([
    db
      .select({
        room: rooms,
        stay: {
          id: stays.id,
          slug: stays.slug,
          name: stays.name,
          destinationId: stays.destinationId,
          propertyType: stays.propertyType,
          cancellationPolicy: stays.cancellationPolicy,
          checkInFrom: stays.checkInFrom,
          checkOutTo: stays.checkOutTo,
          picture: sql<Picture | null>`${stays.gallery} -> 0`,
        },
      })
      .from(rooms)
      .innerJoin(stays, eq(stays.id, rooms.stayId))
      .where(where)
      .orderBy(asc(stays.id), asc(rooms.position)),
    db
      .select()
      .from(roomRates)
      .where(and(inArray(roomRates.roomId, roomIds), lte(roomRates.seasonStart, to), gte(roomRates.seasonEnd, from))),
    db
      .select()
      .from(roomAvailability)
      .where(
        and(
          inArray(roomAvailability.roomId, roomIds),
          gte(roomAvailability.night, from),
          lte(roomAvailability.night, to),
        ),
      ),
  ]);
  const ratesByRoom = new Map<number, RoomRate[]>();
  for (const row of rateRows) {
    if (!isCurrency(row.currency)) continue;
    const list = ratesByRoom.get(row.roomId) ?? [];
    list.push({ ...row, currency: row.currency });
    ratesByRoom.set(row.roomId, list);
  }
  const limitedByRoom = new Map<number, Map<string, number>>();
  for (const row of limitedRows) {
    const nights = limitedByRoom.get(row.roomId) ?? new Map<string, number>();
    nights.set(row.night, row.quantityAvailable);
    limitedByRoom.set(row.roomId, nights);
  }
  const byStay = new Map<number, StayData>();
  for (const { room: row, stay } of roomRows) {
    let data = byStay.get(stay.id);
    if (!data) {
      data = { ...stay, rooms: [] };
      byStay.set(stay.id, data);
    }
    data.rooms.push({
      id: row.id,
      stayId: row.stayId,
      categoryName: row.categoryName,
      type: row.type,
      beds: row.beds,
      maxOccupancy: row.maxOccupancy,
      maxAdults: row.maxAdults,
      familyFriendly: row.familyFriendly,
      quantity: row.quantity,
      rates: ratesByRoom.get(row.id) ?? [],
      limited: limitedByRoom.get(row.id) ?? new Map(),
    });
  }
  return [...byStay.values()];
}

const selectActivities = (db: Database, where: SQL) =>
  db.select().from(activities).where(where).orderBy(asc(activities.id));
export type ActivityRow = Awaited<ReturnType<typeof selectActivities>>[number];

/**
 * Activities at the destinations that are added to every trip there (all of them cached
 * for a minute: there are few), plus the ones asked for by id.
 */
/** The rooms' capacities of every stay in the destinations, by stay id: which stays can house a party together. */
export async function loadRoomCapacities(db: Database, destinationIds: readonly number[]) {
  const byStay = new Map<number, { maxOccupancy: number; maxAdults: number }[]>();
  if (destinationIds.length === 0) return byStay;
  const rows = await db
    .select({ stayId: rooms.stayId, maxOccupancy: rooms.maxOccupancy, maxAdults: rooms.maxAdults })
    .from(rooms)
    .innerJoin(stays, eq(stays.id, rooms.stayId))
    .where(inArray(stays.destinationId, [...destinationIds]));
  for (const { stayId, ...capacity } of rows) byStay.set(stayId, [...(byStay.get(stayId) ?? []), capacity]);
  return byStay;
}

export async function loadActivities(db: Database, destinationIds: readonly number[], ids: readonly number[] = []) {
  const [automatic, asked] = await Promise.all([
    memo(db, 'quote-auto-activities', () => selectActivities(db, eq(activities.autoAdd, true))),
    ids.length ? selectActivities(db, inArray(activities.id, [...ids])) : [],
  ]);
  const rows = new Map<number, ActivityRow>();
  for (const row of automatic) if (destinationIds.includes(row.destinationId)) rows.set(row.id, row);
  for (const row of asked) rows.set(row.id, row);
  return [...rows.values()].sort((a, b) => a.id - b.id);
}

/** Conservation fees and levies of these destinations; the whole (small) table is cached for a minute. */
export async function loadFees(db: Database, destinationIds: readonly number[]) {
  const all = await memo(db, 'quote-fees', () => db.select().from(destinationFees).orderBy(asc(destinationFees.id)));
  return all.filter((fee) => destinationIds.includes(fee.destinationId));
}
export type FeeRow = Awaited<ReturnType<typeof loadFees>>[number];

/** An active promo code valid on `today`; codes are matched without regard to case. */
export async function loadPromo(db: Database, code: string | undefined, today: string): Promise<Promo | null> {
  if (!code) return null;
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(sql`upper(${promoCodes.code})`, code.trim().toUpperCase()),
        eq(promoCodes.active, true),
        or(sql`${promoCodes.validFrom} is null`, lte(promoCodes.validFrom, today)),
        or(sql`${promoCodes.validTo} is null`, gte(promoCodes.validTo, today)),
      ),
    );
  return row
    ? { code: row.code, percentOff: row.percentOff, amountOffMinor: row.amountOffMinor, currency: row.currency }
    : null;
}

export interface DatedFx {
  rates: FxRates;
  /** The day each currency's latest rate was taken. */
  takenOn: ReadonlyMap<string, string>;
}

/** The latest euro rate of every currency with the day it was taken, cached for a minute like the catalogue's. */
export function loadDatedFx(db: Database): Promise<DatedFx> {
  return memo(db, 'fx-rates-dated', async () => {
    const rows = await db
      .selectDistinctOn([fxRates.currency], {
        currency: fxRates.currency,
        rate: fxRates.rate,
        takenOn: fxRates.takenOn,
      })
      .from(fxRates)
      .orderBy(fxRates.currency, desc(fxRates.takenOn));
    const rates = new Map();
    const takenOn = new Map<string, string>();
    for (const row of rows) {
      if (!isCurrency(row.currency)) continue;
      rates.set(row.currency, row.rate);
      takenOn.set(row.currency, row.takenOn);
    }
    return { rates, takenOn };
  });
}

export async function loadCars(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cars)
    .where(inArray(cars.id, [...ids]));
}
