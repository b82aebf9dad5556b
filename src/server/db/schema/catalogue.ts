import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized, Picture, PlacePhrases } from './types';

const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const pictures = (name: string) => jsonb(name).$type<Picture[]>().notNull().default([]);

/** The twelve countries we sell (plus Zanzibar in the featured list), names in both languages. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  featuredOrder: smallint('featured_order'),
  destinationId: integer('destination_id'),
});

export const experiences = pgTable('experiences', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  description: localized('description'),
  isFeatured: boolean('is_featured').notNull().default(false),
});

/** Places from continent down to parks and towns; `level` 0 is the continent. */
export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    category: text('category').notNull(),
    countryCode: text('country_code').references(() => countries.code),
    name: localized('name'),
    tagline: localized('tagline'),
    shortDescription: localized('short_description'),
    description: localized('description'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    popularity: integer('popularity').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Months 1–12 that are best to go. */
    bestMonths: smallint('best_months').array().notNull().default(sql`'{}'`),
    gallery: pictures('gallery'),
    seoTitle: localized('seo_title'),
    seoDescription: localized('seo_description'),
    /** "to X" and "in X" with the article and case each language needs (null: names only). */
    phrases: jsonb('phrases').$type<PlacePhrases>(),
  },
  (t) => [index('destinations_parent_idx').on(t.parentId), index('destinations_country_idx').on(t.countryCode)],
);

/** Questions and answers for destinations, stays and trips. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    position: smallint('position').notNull(),
    question: localized('question'),
    answer: localized('answer'),
  },
  (t) => [index('faqs_owner_idx').on(t.ownerType, t.ownerId, t.position)],
);

export const mealPlans = pgTable('meal_plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  abbreviation: text('abbreviation').notNull(),
  name: localized('name'),
});

/** Stays (service providers), with the three sustainability aspects scored 0–10. */
export const stays = pgTable(
  'stays',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    propertyType: text('property_type').notNull(),
    tagline: localized('tagline'),
    description: localized('description'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    environmentalScore: real('environmental_score').notNull(),
    economicScore: real('economic_score').notNull(),
    socialAndCulturalScore: real('social_and_cultural_score').notNull(),
    averageSustainabilityScore: real('average_sustainability_score')
      .notNull()
      .generatedAlwaysAs(
        sql`round(((environmental_score + economic_score + social_and_cultural_score) / 3)::numeric, 1)::real`,
      ),
    isFeatured: boolean('is_featured').notNull().default(false),
    facilities: text('facilities').array().notNull().default(sql`'{}'`),
    cancellationPolicy: text('cancellation_policy').notNull(),
    checkInFrom: text('check_in_from').notNull().default('14:00'),
    checkOutTo: text('check_out_to').notNull().default('10:00'),
    bestMonths: smallint('best_months').array().notNull().default(sql`'{}'`),
    gallery: pictures('gallery'),
    /** The currency the stay's contract rates are in. */
    rateCurrency: text('rate_currency').notNull(),
  },
  (t) => [index('stays_destination_idx').on(t.destinationId), index('stays_type_idx').on(t.propertyType)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    stayId: integer('stay_id')
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    categoryName: localized('category_name'),
    description: localized('description'),
    type: text('type').notNull(),
    beds: smallint('beds').notNull(),
    maxOccupancy: smallint('max_occupancy').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    familyFriendly: boolean('family_friendly').notNull(),
    /** Units of this room type; a night's availability is this unless stated otherwise. */
    quantity: smallint('quantity').notNull(),
    picture: jsonb('picture').$type<Picture>(),
  },
  (t) => [index('rooms_stay_idx').on(t.stayId)],
);

/**
 * Contract rates per room, meal plan, season and party size. Scheme 1 is per person
 * per night, scheme 2 per room per night; children pay their band's rate per night.
 */
export const roomRates = pgTable(
  'room_rates',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id),
    seasonStart: date('season_start').notNull(),
    seasonEnd: date('season_end').notNull(),
    pax: smallint('pax').notNull(),
    rateScheme: smallint('rate_scheme').notNull(),
    currency: text('currency').notNull(),
    rateMinor: integer('rate_minor').notNull(),
    childRate0To12Minor: integer('child_rate_0_12_minor').notNull(),
    childRate13To17Minor: integer('child_rate_13_17_minor').notNull(),
  },
  (t) => [index('room_rates_lookup_idx').on(t.roomId, t.mealPlanId, t.seasonStart)],
);

/**
 * Nights on which fewer units of a room are free than its quantity (0 = sold out).
 * Only the exceptions are stored: a missing night means the whole quantity is free.
 */
export const roomAvailability = pgTable(
  'room_availability',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    quantityAvailable: smallint('quantity_available').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.night] })],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    title: localized('title'),
    shortDescription: localized('short_description'),
    description: localized('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    supplierName: text('supplier_name').notNull(),
    currency: text('currency').notNull(),
    costAdultMinor: integer('cost_adult_minor').notNull(),
    costChildMinor: integer('cost_child_minor').notNull(),
    autoAdd: boolean('auto_add').notNull().default(false),
    cancellationPolicy: text('cancellation_policy').notNull(),
  },
  (t) => [index('activities_destination_idx').on(t.destinationId)],
);

/** Inspirational trips: templates a visitor browses and personalises. */
export const trips = pgTable('trips', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title'),
  shortDescription: localized('short_description'),
  description: localized('description'),
  numberOfNights: smallint('number_of_nights').notNull(),
  totalCo2InG: integer('total_co2_in_g').notNull(),
  co2Text: localized('co2_text'),
  priority: integer('priority').notNull().default(0),
  isFeatured: boolean('is_featured').notNull().default(false),
  /** A fixed "from" price per person in EUR minor units, when sales sets one. */
  overrideTotalEurMinor: integer('override_total_eur_minor'),
  minimumRateEurMinor: integer('minimum_rate_eur_minor').notNull(),
  hasFlexibleCancellation: boolean('has_flexible_cancellation').notNull(),
  cancellationPolicy: text('cancellation_policy').notNull(),
  sustainabilityRating: real('sustainability_rating').notNull(),
  tripType: text('trip_type').notNull(),
  categories: text('categories').array().notNull().default(sql`'{}'`),
  gallery: pictures('gallery'),
  seoTitle: localized('seo_title'),
  seoDescription: localized('seo_description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tripStops = pgTable(
  'trip_stops',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    nights: smallint('nights').notNull(),
    /** The stay, room and meal plan the template suggests. */
    stayId: integer('stay_id')
      .notNull()
      .references(() => stays.id),
    roomId: integer('room_id').references(() => rooms.id),
    mealPlanId: integer('meal_plan_id').references(() => mealPlans.id),
    description: localized('description'),
  },
  (t) => [uniqueIndex('trip_stops_position_idx').on(t.tripId, t.position), index('trip_stops_stay_idx').on(t.stayId)],
);

/** How one gets from stop `position` to the next. */
export const tripLegs = pgTable(
  'trip_legs',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mode: text('mode').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    distanceKm: integer('distance_km').notNull(),
    co2InG: integer('co2_in_g').notNull(),
    currency: text('currency').notNull(),
    pricePerPersonMinor: integer('price_per_person_minor').notNull(),
  },
  (t) => [uniqueIndex('trip_legs_position_idx').on(t.tripId, t.position)],
);

export const tripExperiences = pgTable(
  'trip_experiences',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.experienceId] }),
    index('trip_experiences_experience_idx').on(t.experienceId),
  ],
);

export const tripCountries = pgTable(
  'trip_countries',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.countryCode] }), index('trip_countries_country_idx').on(t.countryCode)],
);

/** "From" prices per person by month, stored per currency (converted at seed time from EUR). */
export const tripMonthRates = pgTable(
  'trip_month_rates',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    rateMinor: integer('rate_minor').notNull(),
    ratePerNightMinor: integer('rate_per_night_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.currency, t.year, t.month] })],
);

/** When to go: per month a rating 1 (possible) to 3 (best), with the experience it suits. */
export const tripTimeToGo = pgTable(
  'trip_time_to_go',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    rate: smallint('rate').notNull(),
    experience: localized('experience'),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.month] })],
);

export const tripInclusions = pgTable(
  'trip_inclusions',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    description: localized('description'),
  },
  (t) => [index('trip_inclusions_trip_idx').on(t.tripId)],
);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: localized('description'),
  rating: smallint('rating').notNull(),
  verifiedTraveller: boolean('verified_traveller').notNull(),
  url: text('url'),
  imageUrl: text('image_url'),
  tripId: integer('trip_id').references(() => trips.id),
  travelledOn: date('travelled_on').notNull(),
});

/** Campaign pages, one per featured country. */
export const landingPages = pgTable('landing_pages', {
  slug: text('slug').primaryKey(),
  countryCode: text('country_code').references(() => countries.code),
  title: localized('title'),
  intro: localized('intro'),
  body: localized('body'),
  hero: jsonb('hero').$type<Picture>().notNull(),
  seoTitle: localized('seo_title'),
  seoDescription: localized('seo_description'),
});

/** Euro rates: 1 EUR = `rate` units of `currency`, as taken on `takenOn`. */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').notNull(),
    takenOn: date('taken_on').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.takenOn] })],
);
