import type { Localized } from '../../schema/types';
import { REVIEW_CLOSINGS, REVIEW_HIGHLIGHTS, REVIEW_OPENINGS, REVIEWER_NAMES } from '../catalogue/review-texts';
import { addDays, isoDate } from '../dates';
import { buildReview, type ReviewInsert } from '../factory-builders';
import { randomFor } from '../random';
import type { IdSequence } from './ids';
import type { Places } from './places';
import { inPhrase } from './text';

interface TripRef {
  id: number;
  stopSlugs: string[];
  imageUrl: string | null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One review per name and scale copy, spread over the trips; mostly five stars. */
export function buildReviews(trips: readonly TripRef[], places: Places, anchor: Date, ids: IdSequence, scale: number) {
  const rows: ReviewInsert[] = [];
  for (let copy = 1; copy <= scale; copy++) {
    REVIEWER_NAMES.forEach((name, i) => {
      const rng = randomFor('review', i, copy);
      const trip = trips[(i * 7 + copy - 1) % trips.length];
      if (!trip) return;
      const place = places.get(rng.pick(trip.stopSlugs));
      if (!place) return;
      const roll = rng.next();
      const rating: 3 | 4 | 5 = roll < 0.72 ? 5 : roll < 0.95 ? 4 : 3;
      const where = inPhrase(place.seed);
      // The same opening, highlight and closing in both languages: one review, two translations.
      const parts = [
        rng.pick(REVIEW_OPENINGS),
        rng.pick(REVIEW_HIGHLIGHTS),
        rng.pick(REVIEW_CLOSINGS[rating]),
      ] as const;
      const description: Localized = { en: '', de: '' };
      for (const l of ['en', 'de'] as const) {
        const highlight = parts[1][l].replace('{where}', where[l]).replace('{Where}', capitalize(where[l]));
        description[l] = [parts[0][l], highlight, parts[2][l]].join(' ');
      }
      rows.push(
        buildReview({
          id: ids.next('reviews'),
          name,
          description,
          rating,
          verifiedTraveller: rng.chance(0.85),
          url: null,
          imageUrl: rng.chance(0.35) ? trip.imageUrl : null,
          tripId: trip.id,
          travelledOn: isoDate(addDays(anchor, -rng.int(20, 700))),
        }),
      );
    });
  }
  return rows;
}
