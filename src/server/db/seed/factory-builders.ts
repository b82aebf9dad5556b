/**
 * Pure row builders: valid rows with sensible defaults, any field overridable. The
 * demo catalogue generator and the tests build their rows with the same functions.
 */
import type {
  activities,
  countries,
  destinations,
  experiences,
  faqs,
  fxRates,
  landingPages,
  mealPlans,
  reviews,
  roomRates,
  rooms,
  stays,
  tripLegs,
  tripStops,
  trips,
} from '../schema';
import type { Localized } from '../schema/types';
import { artworkPicture } from './pictures';

export type CountryInsert = typeof countries.$inferInsert;
export type DestinationInsert = typeof destinations.$inferInsert;
export type ExperienceInsert = typeof experiences.$inferInsert;
export type MealPlanInsert = typeof mealPlans.$inferInsert;
export type StayInsert = typeof stays.$inferInsert;
export type RoomInsert = typeof rooms.$inferInsert;
export type RoomRateInsert = typeof roomRates.$inferInsert;
export type ActivityInsert = typeof activities.$inferInsert;
export type TripInsert = typeof trips.$inferInsert;
export type TripStopInsert = typeof tripStops.$inferInsert;
export type TripLegInsert = typeof tripLegs.$inferInsert;
export type FaqInsert = typeof faqs.$inferInsert;
export type ReviewInsert = typeof reviews.$inferInsert;
export type LandingPageInsert = typeof landingPages.$inferInsert;
export type FxRateInsert = typeof fxRates.$inferInsert;

let counter = 0;
/** Unique defaults for slugs and codes, so tests can insert many rows without naming them. */
const unique = (prefix: string) => `${prefix}-${++counter}`;

/** The same text in both languages, marked so a test can tell which one it got. */
export const both = (text: string): Localized => ({ en: text, de: `${text} (de)` });

export function buildCountry(overrides: Partial<CountryInsert> = {}): CountryInsert {
  const slug = overrides.slug ?? unique('country');
  return { code: slug.toUpperCase(), slug, name: both(`Country ${slug}`), featuredOrder: null, ...overrides };
}

export function buildExperience(overrides: Partial<ExperienceInsert> = {}): ExperienceInsert {
  const slug = overrides.slug ?? unique('experience');
  return { slug, name: both(`Experience ${slug}`), description: both('An experience.'), ...overrides };
}

export function buildMealPlan(overrides: Partial<MealPlanInsert> = {}): MealPlanInsert {
  return { code: unique('meal-plan'), abbreviation: 'BB', name: both('Bed & Breakfast'), ...overrides };
}

export function buildDestination(overrides: Partial<DestinationInsert> = {}): DestinationInsert {
  const slug = overrides.slug ?? unique('destination');
  return {
    slug,
    level: 3,
    category: 'National Park',
    name: both(`Destination ${slug}`),
    tagline: both('A tagline.'),
    shortDescription: both('A short description.'),
    description: both('A description of the place.'),
    latitude: -19.3,
    longitude: 22.9,
    popularity: 50,
    bestMonths: [6, 7, 8, 9],
    gallery: [artworkPicture('savanna', 1, both(slug))],
    seoTitle: both(`Destination ${slug}`),
    seoDescription: both('Travel to this destination.'),
    ...overrides,
  };
}

export function buildStay(overrides: Partial<StayInsert> & { destinationId: number }): StayInsert {
  const slug = overrides.slug ?? unique('stay');
  return {
    slug,
    name: `Stay ${slug}`,
    propertyType: 'Lodge',
    tagline: both('A tagline.'),
    description: both('A description of the stay.'),
    latitude: -19.3,
    longitude: 22.9,
    environmentalScore: 7,
    economicScore: 6.5,
    socialAndCulturalScore: 8,
    facilities: ['wifi', 'restaurant'],
    cancellationPolicy: 'moderate',
    bestMonths: [6, 7, 8, 9],
    gallery: [artworkPicture('lodge', 1, both(slug))],
    rateCurrency: 'USD',
    ...overrides,
  };
}

export function buildRoom(overrides: Partial<RoomInsert> & { stayId: number }): RoomInsert {
  return {
    position: 0,
    categoryName: both('Double Room'),
    description: both('A room for two.'),
    type: 'double',
    beds: 1,
    maxOccupancy: 2,
    maxAdults: 2,
    familyFriendly: false,
    quantity: 4,
    ...overrides,
  };
}

/** Defaults to one long season (2020–2035) so tests need not think about dates. */
export function buildRoomRate(overrides: Partial<RoomRateInsert> & { roomId: number; mealPlanId: number }) {
  const rate: RoomRateInsert = {
    seasonStart: '2020-01-01',
    seasonEnd: '2035-12-31',
    pax: 2,
    rateScheme: 1,
    currency: 'USD',
    rateMinor: 25_000,
    childRate0To12Minor: 12_500,
    childRate13To17Minor: 18_800,
    ...overrides,
  };
  return rate;
}

export function buildActivity(overrides: Partial<ActivityInsert> & { destinationId: number }): ActivityInsert {
  return {
    title: both('Game drive'),
    shortDescription: both('A drive in an open vehicle.'),
    description: both('A three-hour drive with a guide.'),
    durationMinutes: 180,
    maxAdults: 6,
    supplierName: 'Test Safaris',
    currency: 'USD',
    costAdultMinor: 6_000,
    costChildMinor: 3_000,
    cancellationPolicy: 'flexible',
    ...overrides,
  };
}

export function buildTrip(overrides: Partial<TripInsert> = {}): TripInsert {
  const slug = overrides.slug ?? unique('trip');
  return {
    slug,
    title: both(`Trip ${slug}`),
    shortDescription: both('A short trip description.'),
    description: both('A longer trip description.'),
    numberOfNights: 7,
    totalCo2InG: 250_000,
    co2Text: both('About 250 kg CO2 per person.'),
    minimumRateEurMinor: 150_000,
    hasFlexibleCancellation: false,
    cancellationPolicy: 'moderate',
    sustainabilityRating: 7.2,
    tripType: 'guided',
    gallery: [artworkPicture('savanna', 2, both(slug))],
    seoTitle: both(`Trip ${slug}`),
    seoDescription: both('A trip.'),
    ...overrides,
  };
}

export function buildTripStop(
  overrides: Partial<TripStopInsert> & Pick<TripStopInsert, 'tripId' | 'position' | 'destinationId' | 'stayId'>,
): TripStopInsert {
  return { nights: 2, description: both('A stop.'), ...overrides };
}

export function buildTripLeg(overrides: Partial<TripLegInsert> & Pick<TripLegInsert, 'tripId' | 'position'>) {
  const leg: TripLegInsert = {
    mode: 'DRIVING',
    durationMinutes: 120,
    distanceKm: 150,
    co2InG: 12_750,
    currency: 'EUR',
    pricePerPersonMinor: 4_000,
    ...overrides,
  };
  return leg;
}

export function buildFaq(overrides: Partial<FaqInsert> & Pick<FaqInsert, 'ownerType' | 'ownerId'>): FaqInsert {
  return { position: 0, question: both('A question?'), answer: both('An answer.'), ...overrides };
}

export function buildReview(overrides: Partial<ReviewInsert> = {}): ReviewInsert {
  return {
    name: 'Anna M.',
    description: both('A wonderful trip.'),
    rating: 5,
    verifiedTraveller: true,
    travelledOn: '2025-08-01',
    ...overrides,
  };
}

export function buildLandingPage(overrides: Partial<LandingPageInsert> = {}): LandingPageInsert {
  const slug = overrides.slug ?? unique('landing');
  return {
    slug,
    title: both(`Landing ${slug}`),
    intro: both('An introduction.'),
    body: both('A paragraph.\n\nAnother paragraph.'),
    hero: artworkPicture('savanna', 3, both(slug)),
    seoTitle: both(`Landing ${slug}`),
    seoDescription: both('A landing page.'),
    ...overrides,
  };
}
