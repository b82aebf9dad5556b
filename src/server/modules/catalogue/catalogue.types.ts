/**
 * What the catalogue services return: texts already in the caller's language and
 * prices already in the caller's currency (integer minor units). Pages render these
 * directly; the GraphQL types of spec 2 §7 expose the same shapes.
 */
import type { Currency } from '~/lib/currency';
import type { Locale } from '~/i18n/locales';

export interface CatalogueContext {
  locale: Locale;
  currency: Currency;
}

export interface Image {
  url: string;
  alt: string;
  width: number;
  height: number;
  tags: string[];
}

export interface Money {
  amountMinor: number;
  currency: Currency;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface CountryRef {
  code: string;
  slug: string;
  name: string;
}

export interface ExperienceRef {
  id: number;
  slug: string;
  name: string;
  isFeatured: boolean;
}

export type DestinationCategory =
  | 'Continent'
  | 'Region'
  | 'Country'
  | 'National Park'
  | 'Nature Reserve'
  | 'Private Concession'
  | 'Island'
  | 'State'
  | 'Province'
  | 'City'
  | 'Town'
  | 'Destination';

export interface DestinationSummary {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  shortDescription: string;
  category: DestinationCategory;
  /** continent, region, country, national-park, sub-sub-destination, destination, city, town */
  iconType: string;
  /** Added: the category's name in the caller's language. */
  categoryLabel: string;
  countryName: string | null;
  latitude: number;
  longitude: number;
  level: number;
  tripCount: number;
  stayCount: number;
  image: Image | null;
}

export interface DestinationDetail extends DestinationSummary {
  description: string;
  faq: Faq[];
  bestMonths: number[];
  parent: { slug: string; name: string } | null;
  /** "to …" / "in …" with article and case ("ins Okavango-Delta"); null: use the name alone. */
  phrases: { to: string; in: string } | null;
  gallery: Image[];
  seoTitle: string;
  seoDescription: string;
}

export type LegMode = 'DRIVING' | 'FLIGHT' | 'TRANSFER';

export interface TripLeg {
  position: number;
  mode: LegMode;
  durationMinutes: number;
  distanceKm: number;
  co2InG: number;
}

export interface RoomSummary {
  id: number;
  roomCategoryName: string;
  roomDescription: string;
  /** The room type's name in the caller's language. */
  type: string;
  beds: number;
  maxOccupancy: number;
  maxAdults: number;
  familyFriendly: boolean;
  /** Lowest per-person-per-night price in the caller's currency, if any rate exists. */
  fromRatePerNight: Money | null;
  mealPlan: string | null;
}

export interface StaySummary {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  /** The stored (English) property type, the value the stays filter takes. */
  propertyType: string;
  /** Added: the property type's name in the caller's language. */
  propertyTypeLabel: string;
  destination: { slug: string; name: string };
  countryName: string | null;
  averageSustainabilityScore: number;
  isFeatured: boolean;
  image: Image | null;
  fromRatePerNight: Money | null;
}

export interface StayDetail extends StaySummary {
  description: string;
  latitude: number;
  longitude: number;
  environmentalScore: number;
  economicScore: number;
  socialAndCulturalScore: number;
  facilities: { key: string; label: string }[];
  cancellationPolicy: string;
  checkInFrom: string;
  checkOutTo: string;
  bestMonths: number[];
  gallery: Image[];
  rooms: RoomSummary[];
  faq: Faq[];
  mapUrl: string;
}

export interface TripStop {
  id: number;
  position: number;
  nights: number;
  description: string;
  destination: {
    id: number;
    slug: string;
    name: string;
    latitude: number;
    longitude: number;
    countryName: string | null;
  };
  stay: StaySummary & { rooms: RoomSummary[]; facilities: { key: string; label: string }[] };
  /** Added: the room and meal plan the template suggests (for liveRates), when it names them. */
  roomId: number | null;
  mealPlanId: number | null;
}

export interface MonthRate {
  year: number;
  month: number;
  rate: Money;
  ratePerNight: Money;
}

export interface TripSummary {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  numberOfNights: number;
  isFeatured: boolean;
  priority: number;
  countries: CountryRef[];
  experiences: ExperienceRef[];
  /** First and last stop's destination names (single when equal). */
  from: string;
  to: string;
  /** Lowest monthly per-person price in the caller's currency. */
  priceFrom: Money;
  image: Image | null;
  sustainabilityRating: number;
  hasFlexibleCancellation: boolean;
}

export interface TripDetail extends TripSummary {
  description: string;
  totalCo2InG: number;
  co2Text: string;
  stops: TripStop[];
  legs: TripLeg[];
  monthRates: MonthRate[];
  timeToGo: { month: number; rate: number; experience: string }[];
  inclusions: string[];
  exclusions: string[];
  faq: Faq[];
  cancellationPolicy: string;
  gallery: Image[];
  seoTitle: string;
  seoDescription: string;
}

export type TripSort = 'price-desc' | 'price-asc' | 'length-desc' | 'length-asc' | 'popularity';
export type Duration = '1' | '2' | '3' | '3+';
export type BudgetLevel = 'basic' | 'medium' | 'fancy';

/** Every trip filter of spec 2 §9; everything optional. */
export interface TripFilters {
  destinations?: string[];
  countries?: string[];
  experiences?: string[];
  durations?: Duration[];
  budget?: BudgetLevel;
  travelMonth?: number;
  /** Minimum trip sustainability rating, 0–10. */
  sustainability?: number;
  type?: string[];
  categories?: string[];
  /** Whole units (not minor) of the caller's currency, per person per trip. */
  minPrice?: number;
  maxPrice?: number;
  minNights?: number;
  maxNights?: number;
  sort?: TripSort;
  offset?: number;
  limit?: number;
}

export interface BudgetBand {
  level: BudgetLevel;
  currency: Currency;
  /** Per person per trip, minor units; max is null for the open top band. */
  minMinor: number;
  maxMinor: number | null;
}

export interface FilteredTrips {
  total: number;
  filtered: number;
  budgets: (BudgetBand & { count: number })[];
  durations: { duration: Duration; count: number }[];
  trips: TripSummary[];
}

export interface Review {
  id: number;
  name: string;
  description: string;
  verifiedTraveller: boolean;
  url: string | null;
  rating: number;
  imageUrl: string | null;
}

export interface ReviewsSummary {
  numberOfReviews: number;
  rating: number;
}

export interface LiveRate {
  rate: Money;
  ratePerNight: Money;
  information: string;
  isExactRate: boolean;
  pax: number;
  source: string;
}

export interface SearchHit {
  kind: 'trip' | 'destination' | 'stay' | 'experience';
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  url: string;
}

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  /** Offered when nothing matched: popular destinations and experiences. */
  alternatives: SearchHit[];
  /** Letters still missing before a search runs (0 once it ran); the minimum itself is not shown. */
  remainingLetters: number;
}

// ---- Added with the catalogue services (docs/decisions/010-catalogue-api.md) ----

export type SearchKind = SearchHit['kind'];
export type DestinationSort = 'popularity' | 'az' | 'za';

/** The values the trip filter form offers, in the caller's language. */
export interface TripFilterOptions {
  destinations: { slug: string; name: string; level: number }[];
  countries: CountryRef[];
  experiences: ExperienceRef[];
  types: { value: string; label: string }[];
  categories: { value: string; label: string }[];
  durations: Duration[];
  budgets: BudgetBand[];
  sorts: TripSort[];
}

/** What `/t/{slug}` lists: trips of one experience, country or destination. */
export interface TripListingSlug {
  kind: 'experience' | 'country' | 'destination';
  slug: string;
  name: string;
  /** "to …" for a place ("in den Serengeti-Nationalpark"); null for experiences or without phrases. */
  to: string | null;
  filters: TripFilters;
}

export interface DestinationPage {
  destination: DestinationDetail;
  trips: TripSummary[];
  stays: StaySummary[];
}

export interface HomeData {
  featuredTrips: TripSummary[];
  featuredDestinations: DestinationSummary[];
  reviews: Review[];
  reviewsSummary: ReviewsSummary;
  countries: CountryRef[];
}
