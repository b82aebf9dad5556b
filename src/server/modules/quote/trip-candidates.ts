import type { Database } from '../../db';
import { tripTimeToGo } from '../../db/schema';
import { memo } from '../catalogue/memo';
import { loadTripIndex } from '../trips/trips.index';
import type { TripCandidate } from './trip-selection';

/**
 * Every trip as the wizard's trip selection sees it: the cached trip index plus the
 * time-to-go rating of each month, cached for a minute like the index (one more small query).
 */
export function loadTripCandidates(db: Database): Promise<TripCandidate[]> {
  return memo(db, 'quote-trip-candidates', async () => {
    const [index, ratings] = await Promise.all([
      loadTripIndex(db),
      db.select({ tripId: tripTimeToGo.tripId, month: tripTimeToGo.month, rate: tripTimeToGo.rate }).from(tripTimeToGo),
    ]);
    const byTrip = new Map<number, Map<number, number>>();
    for (const row of ratings) {
      const months = byTrip.get(row.tripId) ?? new Map<number, number>();
      months.set(row.month, row.rate);
      byTrip.set(row.tripId, months);
    }
    return index.entries
      .filter((entry) => entry.stopDestinationIds.length > 0)
      .map((entry) => ({
        id: entry.id,
        numberOfNights: entry.numberOfNights,
        stopDestinationIds: entry.stopDestinationIds,
        experienceIds: entry.experienceIds,
        priceEurMinor: entry.priceEurMinor,
        priority: entry.priority,
        monthRatings: byTrip.get(entry.id) ?? new Map(),
      }));
  });
}
