/**
 * Every trip with what listings, filters and counts need, in five queries, cached for a
 * minute per process. Filtering and sorting then run in memory (trips.rules.ts): the
 * catalogue has hundreds of trips, not millions, and facet counts need them all anyway.
 */
import { asc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type Picture, tripCountries, tripExperiences, tripStops, tripTimeToGo, trips } from '../../db/schema';
import { memo } from '../catalogue/memo';

export interface TripIndexEntry {
  id: number;
  slug: string;
  title: (typeof trips.$inferSelect)['title'];
  shortDescription: (typeof trips.$inferSelect)['shortDescription'];
  numberOfNights: number;
  isFeatured: boolean;
  priority: number;
  /** The "from" price per person in EUR: the sales override when set, else the minimum rate. */
  priceEurMinor: number;
  picture: Picture | null;
  sustainabilityRating: number;
  hasFlexibleCancellation: boolean;
  tripType: string;
  categories: string[];
  /** Stop destinations and stays in route order. */
  stopDestinationIds: number[];
  stayIds: number[];
  countryCodes: string[];
  experienceIds: number[];
  goodMonths: number[];
}

export interface TripIndex {
  entries: TripIndexEntry[];
  byId: Map<number, TripIndexEntry>;
}

/** Months rated 2 (good) or 3 (best) count for the travel-month filter; 1 is only "possible". */
export const GOOD_MONTH_RATING = 2;

function groupBy<T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(value(row));
    else groups.set(k, [value(row)]);
  }
  return groups;
}

export function loadTripIndex(db: Database): Promise<TripIndex> {
  return memo(db, 'trip-index', async () => {
    const [tripRows, stopRows, countryRows, experienceRows, monthRows] = await Promise.all([
      db
        .select({
          id: trips.id,
          slug: trips.slug,
          title: trips.title,
          shortDescription: trips.shortDescription,
          numberOfNights: trips.numberOfNights,
          isFeatured: trips.isFeatured,
          priority: trips.priority,
          overrideTotalEurMinor: trips.overrideTotalEurMinor,
          minimumRateEurMinor: trips.minimumRateEurMinor,
          picture: sql<Picture | null>`${trips.gallery} -> 0`,
          sustainabilityRating: trips.sustainabilityRating,
          hasFlexibleCancellation: trips.hasFlexibleCancellation,
          tripType: trips.tripType,
          categories: trips.categories,
        })
        .from(trips)
        .orderBy(asc(trips.id)),
      db
        .select({ tripId: tripStops.tripId, destinationId: tripStops.destinationId, stayId: tripStops.stayId })
        .from(tripStops)
        .orderBy(asc(tripStops.tripId), asc(tripStops.position)),
      db.select().from(tripCountries),
      db.select().from(tripExperiences).orderBy(asc(tripExperiences.tripId), asc(tripExperiences.experienceId)),
      db
        .select({ tripId: tripTimeToGo.tripId, month: tripTimeToGo.month })
        .from(tripTimeToGo)
        .where(gte(tripTimeToGo.rate, GOOD_MONTH_RATING)),
    ]);
    const stops = groupBy(
      stopRows,
      (r) => r.tripId,
      (r) => r,
    );
    const countries = groupBy(
      countryRows,
      (r) => r.tripId,
      (r) => r.countryCode,
    );
    const experiences = groupBy(
      experienceRows,
      (r) => r.tripId,
      (r) => r.experienceId,
    );
    const months = groupBy(
      monthRows,
      (r) => r.tripId,
      (r) => r.month,
    );
    const entries = tripRows.map(({ overrideTotalEurMinor, minimumRateEurMinor, ...row }): TripIndexEntry => {
      const route = stops.get(row.id) ?? [];
      return {
        ...row,
        priceEurMinor: overrideTotalEurMinor ?? minimumRateEurMinor,
        stopDestinationIds: route.map((stop) => stop.destinationId),
        stayIds: route.map((stop) => stop.stayId),
        countryCodes: countries.get(row.id) ?? [],
        experienceIds: experiences.get(row.id) ?? [],
        goodMonths: months.get(row.id) ?? [],
      };
    });
    return { entries, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  });
}
