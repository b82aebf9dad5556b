import type { Localized } from '../../../schema/types';
import type { ExperienceSlug } from '../experiences';
import type { PropertyType, TripCategory, TripType } from '../vocabulary';

/** A stop: destination slug and nights, optionally the kind of stay to pick there. */
export type TripStopSeed = readonly [slug: string, nights: number] | readonly [string, number, PropertyType];

/** A hand-written itinerary; prices, legs, CO2 and texts are derived from it. */
export interface TripSeed {
  slug: string;
  title: Localized;
  short: Localized;
  stops: readonly TripStopSeed[];
  type: TripType;
  categories: readonly TripCategory[];
  experiences: readonly ExperienceSlug[];
  /** Which stays to choose: the cheapest, the middle or the most expensive per stop. */
  tier: 'budget' | 'mid' | 'luxury';
  featured?: boolean;
}
