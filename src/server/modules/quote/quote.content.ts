/**
 * The document a quote version stores in `quotes.content`: the priced plan the quote page
 * renders, a snapshot that never follows later catalogue changes. It carries a schema
 * version; it is written as `QuoteContent` and parsed on read, so a document of another
 * shape is an error, not a silent cast (docs/decisions/030).
 */
import { z } from 'zod';
import { CANCELLATION_POLICIES } from './cancellation-policy';
import type { QuoteTotals } from './quote.pricing';

export const QUOTE_CONTENT_VERSION = 1;

const localized = z.object({ en: z.string(), de: z.string() });
const picture = z.object({
  url: z.string(),
  alt: localized,
  width: z.number(),
  height: z.number(),
  tags: z.array(z.string()),
});
const place = z
  .object({ id: z.number(), slug: z.string(), name: localized, latitude: z.number(), longitude: z.number() })
  .nullable();
const day = z.string();

const room = z.object({
  // Optional: a room the stay no longer lists when the version was built is written without them.
  roomId: z.number().optional(),
  name: localized.optional(),
  type: z.string().optional(),
  beds: z.number().optional(),
  maxOccupancy: z.number().optional(),
  maxAdults: z.number().optional(),
  familyFriendly: z.boolean().optional(),
  mealPlan: z.object({ id: z.number(), name: localized.nullable() }),
  adults: z.number(),
  childrenBirthDates: z.array(day),
  rateMinor: z.number(),
  ratePerNightMinor: z.number(),
});

const activity = z.object({
  activityId: z.number(),
  title: localized,
  shortDescription: localized,
  durationMinutes: z.number(),
  inclusionType: z.enum(['INCLUDED', 'PLANNED']),
  startDate: day,
  startTime: z.string().nullable(),
  rateMinor: z.number(),
});

const stop = z.object({
  position: z.number(),
  tripStopId: z.number(),
  destination: place,
  description: localized,
  startDate: day,
  endDate: day,
  numberOfNights: z.number(),
  stay: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    propertyType: z.string(),
    cancellationPolicy: z.string(),
    checkInFrom: z.string(),
    checkOutTo: z.string(),
    picture: picture.nullable(),
  }),
  rooms: z.array(room),
  activities: z.array(activity),
});

export const QuoteContentSchema = z.object({
  version: z.literal(QUOTE_CONTENT_VERSION),
  trip: z.object({ id: z.number(), slug: z.string(), title: localized }),
  hero: picture.nullable(),
  currency: z.string(),
  guests: z.object({ adults: z.number(), childrenBirthDates: z.array(day) }),
  startPoint: place,
  endPoint: place,
  stops: z.array(stop),
  legs: z.array(
    z.object({
      position: z.number(),
      fromStop: z.number(),
      toStop: z.number(),
      mode: z.string(),
      date: day,
      durationMinutes: z.number(),
      distanceKm: z.number(),
      priceMinor: z.number(),
    }),
  ),
  experiences: z.array(activity.extend({ stopPosition: z.number() })),
  cars: z.array(
    z.object({
      carId: z.number(),
      name: z.string(),
      category: z.string(),
      doors: z.number(),
      passengers: z.number(),
      isAutomatic: z.boolean(),
      isQuattro: z.boolean(),
      year: z.number(),
      quantity: z.number(),
      kilometersPerDay: z.number().nullable(),
      excessMinor: z.number(),
      fuelDepositMinor: z.number(),
      carCurrency: z.string(),
      pickUpDate: day.optional(),
      returnDate: day.optional(),
      pickUpLocation: place,
      returnLocation: place,
    }),
  ),
  inclusions: z.array(z.object({ typeInclExcl: z.string(), isDefault: z.boolean(), description: localized })),
  cancellation: z.object({ policy: z.enum(CANCELLATION_POLICIES) }),
  promo: z.object({ code: z.string(), applied: z.boolean() }).nullable(),
  serviceFeePercent: z.number(),
});

/** What a quote version stores in `content`, version 1. */
export type QuoteContent = z.infer<typeof QuoteContentSchema>;

/** A stored content document read back; throws when it is not a version this code knows. */
export const parseQuoteContent = (stored: unknown): QuoteContent => QuoteContentSchema.parse(stored);

const minor = z.number().int();
const QuoteTotalsSchema = z.object({
  total: minor,
  rooms: minor,
  activities: minor,
  rentals: minor,
  flights: minor,
  transfers: minor,
  fees: minor,
  serviceFee: minor,
  discounts: minor,
});

/** The stored `quotes.totals` read back, in minor units of the quote's currency. */
export const parseQuoteTotals = (stored: unknown): QuoteTotals => QuoteTotalsSchema.parse(stored);
