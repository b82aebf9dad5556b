/** Loads what a trip listing shows: the first `count` matches, in steps the service allows. */
import type { Database } from '~/server/db';
import type { CatalogueContext, FilteredTrips } from '~/server/modules/catalogue/catalogue.types';
import { MAX_TRIP_PAGE_SIZE } from '~/server/modules/trips/trips.rules';
import { listTrips } from '~/server/modules/trips/trips.service';
import { collectFirst } from '../collect';
import type { ListingFilters } from './trip-listing';

export async function loadListing(
  db: Database,
  ctx: CatalogueContext,
  filters: ListingFilters,
  count: number,
): Promise<FilteredTrips> {
  let first: FilteredTrips | undefined;
  const { items } = await collectFirst(count, MAX_TRIP_PAGE_SIZE, async (offset, limit) => {
    const page = await listTrips(db, ctx, { ...filters, offset, limit });
    first ??= page;
    return { total: page.filtered, items: page.trips };
  });
  if (!first) throw new Error('listTrips was not called');
  return { ...first, trips: items };
}
