import type { Localized } from '../../schema/types';
import { COUNTRIES } from '../catalogue/countries';
import { EXPERIENCES } from '../catalogue/experiences';
import { FX_RATES } from '../catalogue/fx-rates';
import { MEAL_PLANS } from '../catalogue/meal-plans';
import { anchorDate, isoDate } from '../dates';
import type {
  ActivityInsert,
  CountryInsert,
  DestinationInsert,
  ExperienceInsert,
  FxRateInsert,
  LandingPageInsert,
  MealPlanInsert,
  ReviewInsert,
  RoomInsert,
  RoomRateInsert,
  StayInsert,
} from '../factory-builders';
import { buildActivities } from './activities';
import { buildDestinationRows } from './destinations';
import { IdSequence } from './ids';
import { resolvePlaces } from './places';
import { type AvailabilityRow, buildAvailability, buildRates } from './rates';
import { buildLandingPages } from './landing-pages';
import { buildReviews } from './reviews';
import { buildStays } from './stays';
import { typesetGerman } from './text';
import { buildTrips, type TripRows } from './trips';

export interface GenerateOptions {
  /** How many copies of the generated stays, trips and reviews (1 for the demo, 10 for benchmarks). */
  scale: number;
  /** Rates, availability and FX count from the first day of this date's month (UTC). */
  today: Date;
}

/** Every row of the demo catalogue, with explicit ids, in an insertable order. */
export interface CatalogueData extends TripRows {
  countries: CountryInsert[];
  experiences: ExperienceInsert[];
  mealPlans: MealPlanInsert[];
  destinations: DestinationInsert[];
  stays: StayInsert[];
  rooms: RoomInsert[];
  roomRates: RoomRateInsert[];
  roomAvailability: AvailabilityRow[];
  activities: ActivityInsert[];
  reviews: ReviewInsert[];
  landingPages: LandingPageInsert[];
  fxRates: FxRateInsert[];
}

/** Pure and deterministic: the same scale and month give byte-identical data. */
export function generateCatalogue({ scale, today }: GenerateOptions): CatalogueData {
  if (!Number.isInteger(scale) || scale < 1) throw new Error('scale must be a whole number of at least 1');
  const anchor = anchorDate(today);
  const ids = new IdSequence();
  const places = resolvePlaces();
  const { destinations, faqs: destinationFaqs } = buildDestinationRows(places, ids);
  const stays = buildStays(places, ids, scale);
  const { roomRates, cheapest } = buildRates(stays, anchor, ids);
  const tripRows = buildTrips({ places, stays, cheapest, anchor, ids }, scale);
  const tripRefs = tripRows.trips.map((trip) => {
    const stops = tripRows.tripStops.filter((stop) => stop.tripId === trip.id);
    return {
      id: trip.id as number,
      title: trip.title as Localized,
      nights: trip.numberOfNights,
      placeIds: stops.map((stop) => stop.destinationId),
      stopSlugs: stops.flatMap((stop) => destinations.find((d) => d.id === stop.destinationId)?.slug ?? []),
      imageUrl: trip.gallery?.[0]?.url ?? null,
    };
  });
  return typesetGerman({
    countries: COUNTRIES.map((country) => ({
      code: country.code,
      slug: country.slug,
      name: country.name,
      featuredOrder: country.featuredOrder,
      destinationId: places.get(country.slug)?.id ?? null,
    })),
    experiences: EXPERIENCES.map(({ id, slug, name, description, isFeatured }) => ({
      id,
      slug,
      name,
      description,
      isFeatured,
    })),
    mealPlans: MEAL_PLANS.map((plan, index) => ({ id: index + 1, ...plan })),
    destinations,
    stays: stays.map((stay) => stay.row),
    rooms: stays.flatMap((stay) => stay.rooms.map((room) => room.row)),
    roomRates,
    roomAvailability: buildAvailability(stays, anchor),
    activities: buildActivities(places, ids),
    ...tripRows,
    faqs: [...destinationFaqs, ...tripRows.faqs],
    reviews: buildReviews(tripRefs, places, anchor, ids, scale),
    landingPages: buildLandingPages(places, tripRefs.slice(0, tripRefs.length / scale)),
    fxRates: Object.entries(FX_RATES).map(([currency, rate]) => ({
      currency,
      takenOn: isoDate(anchor),
      rate: rate.toFixed(6),
    })),
  });
}
