import type { Database } from '../../db';
import { listFeaturedDestinations } from '../destinations/destinations.service';
import { getReviewsSummary, listReviews } from '../reviews/reviews.service';
import { listFeaturedTrips } from '../trips/trips.service';
import type { CatalogueContext, HomeData } from './catalogue.types';
import { listCountries } from './reference.service';

/** Everything the home page shows, in parallel and mostly from the per-process caches. */
export async function getHomeData(db: Database, ctx: CatalogueContext): Promise<HomeData> {
  const [featuredTrips, featuredDestinations, reviews, reviewsSummary, countries] = await Promise.all([
    listFeaturedTrips(db, ctx),
    listFeaturedDestinations(db, ctx),
    listReviews(db, ctx),
    getReviewsSummary(db),
    listCountries(db, ctx),
  ]);
  return { featuredTrips, featuredDestinations, reviews, reviewsSummary, countries };
}
