/** Stay rows to the DTOs of catalogue.types.ts, in the caller's language and currency. */
import type { Locale } from '~/i18n/locales';
import type { Picture } from '../../db/schema';
import type { rooms, stays } from '../../db/schema';
import type { CatalogueContext, Faq, RoomSummary, StayDetail, StaySummary } from '../catalogue/catalogue.types';
import type { FaqRow } from '../catalogue/faqs';
import { facilityLabel, propertyTypeLabel, roomTypeLabel } from '../catalogue/labels';
import { pick, toGallery, toImage } from '../catalogue/localize';
import type { Reference } from '../catalogue/reference';
import type { FxRates } from '../fx/fx.rates';
import { cheapest, type RoomFromRate, toMoney } from './room-rates';

export type StayRow = typeof stays.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

/** What a stay summary needs: a subset of the row, so listings load less. */
export type StaySummaryRow = Pick<
  StayRow,
  'id' | 'slug' | 'name' | 'tagline' | 'propertyType' | 'destinationId' | 'averageSustainabilityScore' | 'isFeatured'
> & { picture: Picture | null };

export function placeOf(ref: Reference, destinationId: number, locale: Locale) {
  const destination = ref.destinationById.get(destinationId);
  const countryCode = ref
    .lineage(destinationId)
    .map((id) => ref.destinationById.get(id)?.countryCode)
    .find((code) => code != null);
  const country = countryCode ? ref.countryByCode.get(countryCode) : undefined;
  return {
    destination: { slug: destination?.slug ?? '', name: destination ? pick(destination.name, locale) : '' },
    countryName: country ? pick(country.name, locale) : null,
  };
}

export function toStaySummary(
  row: StaySummaryRow,
  fromRates: readonly RoomFromRate[],
  ctx: CatalogueContext,
  ref: Reference,
  fx: FxRates,
): StaySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: pick(row.tagline, ctx.locale),
    propertyType: row.propertyType,
    propertyTypeLabel: propertyTypeLabel(row.propertyType, ctx.locale),
    ...placeOf(ref, row.destinationId, ctx.locale),
    averageSustainabilityScore: row.averageSustainabilityScore,
    isFeatured: row.isFeatured,
    image: toImage(row.picture, ctx.locale),
    fromRatePerNight: cheapest(fromRates, ctx, fx),
  };
}

export function toRoomSummary(
  room: RoomRow,
  fromRate: RoomFromRate | undefined,
  ctx: CatalogueContext,
  ref: Reference,
  fx: FxRates,
): RoomSummary {
  const mealPlan = fromRate ? ref.mealPlanById.get(fromRate.mealPlanId) : undefined;
  return {
    id: room.id,
    roomCategoryName: pick(room.categoryName, ctx.locale),
    roomDescription: pick(room.description, ctx.locale),
    type: roomTypeLabel(room.type, ctx.locale),
    beds: room.beds,
    maxOccupancy: room.maxOccupancy,
    maxAdults: room.maxAdults,
    // Spec 3 §3: children welcome, or room for more than two.
    familyFriendly: room.familyFriendly || room.maxOccupancy > 2,
    fromRatePerNight: fromRate ? toMoney(fromRate.rateMinor, fromRate.currency, ctx, fx) : null,
    mealPlan: mealPlan ? pick(mealPlan.name, ctx.locale) : null,
  };
}

export const toFacilities = (keys: readonly string[], locale: Locale) =>
  keys.map((key) => ({ key, label: facilityLabel(key, locale) }));

export const summaryRowOf = (row: StayRow): StaySummaryRow => ({ ...row, picture: row.gallery[0] ?? null });

/** OpenStreetMap, so the link works without a key or a contract. */
export const mapUrlOf = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=13/${latitude}/${longitude}`;

export interface StayBundle {
  stay: StayRow;
  rooms: RoomRow[];
  fromRates: RoomFromRate[];
  faq: FaqRow[];
}

export function toStayDetail(bundle: StayBundle, ctx: CatalogueContext, ref: Reference, fx: FxRates): StayDetail {
  const { stay } = bundle;
  const rateByRoom = new Map(bundle.fromRates.map((rate) => [rate.roomId, rate]));
  const faq: Faq[] = bundle.faq.map((f) => ({
    question: pick(f.question, ctx.locale),
    answer: pick(f.answer, ctx.locale),
  }));
  return {
    ...toStaySummary(summaryRowOf(stay), bundle.fromRates, ctx, ref, fx),
    description: pick(stay.description, ctx.locale),
    latitude: stay.latitude,
    longitude: stay.longitude,
    environmentalScore: stay.environmentalScore,
    economicScore: stay.economicScore,
    socialAndCulturalScore: stay.socialAndCulturalScore,
    facilities: toFacilities(stay.facilities, ctx.locale),
    cancellationPolicy: stay.cancellationPolicy,
    checkInFrom: stay.checkInFrom,
    checkOutTo: stay.checkOutTo,
    bestMonths: stay.bestMonths,
    gallery: toGallery(stay.gallery, ctx.locale),
    rooms: bundle.rooms.map((room) => toRoomSummary(room, rateByRoom.get(room.id), ctx, ref, fx)),
    faq,
    mapUrl: mapUrlOf(stay.latitude, stay.longitude),
  };
}
