import { avg, count, desc } from 'drizzle-orm';
import type { Database } from '../../db';
import { reviews } from '../../db/schema';
import type { CatalogueContext, Review, ReviewsSummary } from '../catalogue/catalogue.types';
import { pick } from '../catalogue/localize';
import { memo } from '../catalogue/memo';

export const REVIEWS_SHOWN = 12;
export const MAX_REVIEWS = 100;

/** getReviews: newest journeys first. */
export async function listReviews(
  db: Database,
  ctx: CatalogueContext,
  { limit = REVIEWS_SHOWN }: { limit?: number } = {},
): Promise<Review[]> {
  const rows = await memo(db, `reviews:${limit}`, () =>
    db.select().from(reviews).orderBy(desc(reviews.travelledOn), desc(reviews.id)).limit(Math.min(limit, MAX_REVIEWS)),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: pick(row.description, ctx.locale),
    verifiedTraveller: row.verifiedTraveller,
    url: row.url,
    rating: row.rating,
    imageUrl: row.imageUrl,
  }));
}

/**
 * getReviewsIO: the number of reviews and the average rating (one decimal). The client
 * sends the summary it already shows (spec 2 §8: a reviews failure keeps existing values);
 * it is returned only while there are no reviews to count.
 */
export async function getReviewsSummary(db: Database, fallback?: Partial<ReviewsSummary>): Promise<ReviewsSummary> {
  const [row] = await memo(db, 'reviews-summary', () =>
    db.select({ n: count(), rating: avg(reviews.rating) }).from(reviews),
  );
  const numberOfReviews = row?.n ?? 0;
  if (numberOfReviews === 0) {
    return { numberOfReviews: fallback?.numberOfReviews ?? 0, rating: fallback?.rating ?? 0 };
  }
  return { numberOfReviews, rating: Math.round(Number(row?.rating ?? 0) * 10) / 10 };
}
