/**
 * One trip in full: thirteen batched queries (never one per stop or room), cached per trip
 * for a minute and turned into the caller's language and currency on each request.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import {
  tripCountries,
  tripExperiences,
  tripInclusions,
  tripLegs,
  tripMonthRates,
  tripStops,
  tripTimeToGo,
  trips,
} from '../../db/schema';
import type { CatalogueContext, LegMode, MonthRate, TripDetail } from '../catalogue/catalogue.types';
import { type FaqRow, loadFaqs } from '../catalogue/faqs';
import { pick, toGallery } from '../catalogue/localize';
import { memo } from '../catalogue/memo';
import type { Reference } from '../catalogue/reference';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import { loadStayBundles } from '../stays/stays.load';
import {
  placeOf,
  type StayBundle,
  summaryRowOf,
  toFacilities,
  toRoomSummary,
  toStaySummary,
} from '../stays/stays.mapping';
import { GOOD_MONTH_RATING, type TripIndexEntry } from './trips.index';
import { toTripSummary } from './trips.mapping';

type TripRow = typeof trips.$inferSelect;

export interface TripBundle {
  trip: TripRow;
  entry: TripIndexEntry;
  stops: (typeof tripStops.$inferSelect)[];
  legs: (typeof tripLegs.$inferSelect)[];
  monthRates: (typeof tripMonthRates.$inferSelect)[];
  timeToGo: (typeof tripTimeToGo.$inferSelect)[];
  inclusions: (typeof tripInclusions.$inferSelect)[];
  faq: FaqRow[];
  stays: Map<number, StayBundle>;
}

async function fetchTripBundle(db: Database, id: number): Promise<TripBundle | null> {
  const [[trip], stops, legs, monthRates, timeToGo, inclusions, countries, experiences, faqs] = await Promise.all([
    db.select().from(trips).where(eq(trips.id, id)),
    db.select().from(tripStops).where(eq(tripStops.tripId, id)).orderBy(asc(tripStops.position)),
    db.select().from(tripLegs).where(eq(tripLegs.tripId, id)).orderBy(asc(tripLegs.position)),
    db.select().from(tripMonthRates).where(eq(tripMonthRates.tripId, id)),
    db.select().from(tripTimeToGo).where(eq(tripTimeToGo.tripId, id)).orderBy(asc(tripTimeToGo.month)),
    db.select().from(tripInclusions).where(eq(tripInclusions.tripId, id)).orderBy(asc(tripInclusions.position)),
    db.select().from(tripCountries).where(eq(tripCountries.tripId, id)),
    db.select().from(tripExperiences).where(eq(tripExperiences.tripId, id)).orderBy(asc(tripExperiences.experienceId)),
    loadFaqs(db, 'trip', [id]),
  ]);
  if (!trip) return null;
  const stays = await loadStayBundles(
    db,
    stops.map((stop) => stop.stayId),
  );
  const entry: TripIndexEntry = {
    id: trip.id,
    slug: trip.slug,
    title: trip.title,
    shortDescription: trip.shortDescription,
    numberOfNights: trip.numberOfNights,
    isFeatured: trip.isFeatured,
    priority: trip.priority,
    priceEurMinor: trip.overrideTotalEurMinor ?? trip.minimumRateEurMinor,
    picture: trip.gallery[0] ?? null,
    sustainabilityRating: trip.sustainabilityRating,
    hasFlexibleCancellation: trip.hasFlexibleCancellation,
    tripType: trip.tripType,
    categories: trip.categories,
    stopDestinationIds: stops.map((stop) => stop.destinationId),
    stayIds: stops.map((stop) => stop.stayId),
    countryCodes: countries.map((row) => row.countryCode),
    experienceIds: experiences.map((row) => row.experienceId),
    goodMonths: timeToGo.filter((row) => row.rate >= GOOD_MONTH_RATING).map((row) => row.month),
  };
  return { trip, entry, stops, legs, monthRates, timeToGo, inclusions, faq: faqs.get(id) ?? [], stays };
}

export const loadTripBundle = (db: Database, id: number) => memo(db, `trip:${id}`, () => fetchTripBundle(db, id));

/** Month prices in the caller's currency: stored ones when the seed stored that currency, else converted from EUR. */
function monthRatesIn(bundle: TripBundle, ctx: CatalogueContext, fx: FxRates): MonthRate[] {
  const stored = bundle.monthRates.filter((row) => row.currency === ctx.currency);
  const rows = stored.length > 0 ? stored : bundle.monthRates.filter((row) => row.currency === 'EUR');
  const convert = (minor: number) => (stored.length > 0 ? minor : convertMinor(minor, 'EUR', ctx.currency, fx));
  return rows
    .map((row) => ({
      year: row.year,
      month: row.month,
      rate: { amountMinor: convert(row.rateMinor), currency: ctx.currency },
      ratePerNight: { amountMinor: convert(row.ratePerNightMinor), currency: ctx.currency },
    }))
    .sort((a, b) => a.year - b.year || a.month - b.month);
}

export function toTripDetail(bundle: TripBundle, ctx: CatalogueContext, ref: Reference, fx: FxRates): TripDetail {
  const { trip } = bundle;
  const { locale } = ctx;
  const texts = (kind: string) =>
    bundle.inclusions.filter((row) => row.kind.toUpperCase() === kind).map((row) => pick(row.description, locale));
  return {
    ...toTripSummary(bundle.entry, ctx, ref, fx),
    description: pick(trip.description, locale),
    totalCo2InG: trip.totalCo2InG,
    co2Text: pick(trip.co2Text, locale),
    stops: bundle.stops.flatMap((stop) => {
      const stay = bundle.stays.get(stop.stayId);
      const destination = ref.destinationById.get(stop.destinationId);
      if (!stay || !destination) return [];
      const rateByRoom = new Map(stay.fromRates.map((rate) => [rate.roomId, rate]));
      return [
        {
          id: stop.id,
          position: stop.position,
          nights: stop.nights,
          description: pick(stop.description, locale),
          destination: {
            id: destination.id,
            slug: destination.slug,
            name: pick(destination.name, locale),
            latitude: destination.latitude,
            longitude: destination.longitude,
            countryName: placeOf(ref, destination.id, locale).countryName,
          },
          stay: {
            ...toStaySummary(summaryRowOf(stay.stay), stay.fromRates, ctx, ref, fx),
            rooms: stay.rooms.map((room) => toRoomSummary(room, rateByRoom.get(room.id), ctx, ref, fx)),
            facilities: toFacilities(stay.stay.facilities, locale),
          },
          roomId: stop.roomId,
          mealPlanId: stop.mealPlanId,
        },
      ];
    }),
    legs: bundle.legs.map((leg) => ({
      position: leg.position,
      mode: leg.mode as LegMode,
      durationMinutes: leg.durationMinutes,
      distanceKm: leg.distanceKm,
      co2InG: leg.co2InG,
    })),
    monthRates: monthRatesIn(bundle, ctx, fx),
    timeToGo: bundle.timeToGo.map((row) => ({
      month: row.month,
      rate: row.rate,
      experience: pick(row.experience, locale),
    })),
    inclusions: texts('INCLUSION'),
    exclusions: texts('EXCLUSION'),
    faq: bundle.faq.map((f) => ({ question: pick(f.question, locale), answer: pick(f.answer, locale) })),
    cancellationPolicy: trip.cancellationPolicy,
    gallery: toGallery(trip.gallery, locale),
    seoTitle: pick(trip.seoTitle, locale),
    seoDescription: pick(trip.seoDescription, locale),
  };
}
