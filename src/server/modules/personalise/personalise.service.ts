/**
 * getPersonalised (spec 3 §7): a trip template as the personalise flow needs it — its
 * stops in order with nights, the template's stay, room and meal plan, and the other
 * stays in each stop's destination with their rooms and meal plans. No prices: those
 * depend on the visitor's dates and party and come from `liveRates`.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { roomRates } from '../../db/schema';
import type { CatalogueContext, LegMode } from '../catalogue/catalogue.types';
import { propertyTypeLabel, roomTypeLabel } from '../catalogue/labels';
import { pick, toImage } from '../catalogue/localize';
import { memo } from '../catalogue/memo';
import { loadReference, type Reference } from '../catalogue/reference';
import { loadStayBundles, loadStayIndex, type StayIndexEntry } from '../stays/stays.load';
import type { StayBundle } from '../stays/stays.mapping';
import { placeOf } from '../stays/stays.mapping';
import { loadTripBundle, type TripBundle } from '../trips/trip-detail';
import type { MealPlanOption, Personalised, PersonalisedRoom, PersonalisedStay } from './personalise.types';

/** Stays offered per stop, the template's included: enough to choose, little to send. */
export const MAX_STAYS_PER_STOP = 6;

interface PersonaliseBundle {
  trip: TripBundle;
  /** Per stop position: the stay ids offered, the template's first. */
  stayIds: number[][];
  stays: Map<number, StayBundle>;
  mealPlanIdsByRoom: Map<number, number[]>;
}

/** The template's stay, then featured stays, then the most sustainable: the order the visitor sees. */
export function offeredStayIds(suggested: number, inDestination: readonly StayIndexEntry[], max: number): number[] {
  const others = inDestination
    .filter((entry) => entry.row.id !== suggested)
    .sort(
      (a, b) =>
        Number(b.row.isFeatured) - Number(a.row.isFeatured) ||
        b.row.averageSustainabilityScore - a.row.averageSustainabilityScore ||
        a.row.id - b.row.id,
    )
    .map((entry) => entry.row.id);
  return [suggested, ...others].slice(0, max);
}

async function fetchPersonaliseBundle(db: Database, id: number): Promise<PersonaliseBundle | null> {
  const [trip, index] = await Promise.all([loadTripBundle(db, id), loadStayIndex(db)]);
  if (!trip) return null;
  const byDestination = new Map<number, StayIndexEntry[]>();
  for (const entry of index.entries) {
    const list = byDestination.get(entry.row.destinationId) ?? [];
    list.push(entry);
    byDestination.set(entry.row.destinationId, list);
  }
  const stayIds = trip.stops.map((stop) =>
    offeredStayIds(stop.stayId, byDestination.get(stop.destinationId) ?? [], MAX_STAYS_PER_STOP),
  );
  const stays = await loadStayBundles(db, stayIds.flat());
  const roomIds = [...stays.values()].flatMap((bundle) => bundle.rooms.map((room) => room.id));
  const plans =
    roomIds.length === 0
      ? []
      : await db
          .selectDistinct({ roomId: roomRates.roomId, mealPlanId: roomRates.mealPlanId })
          .from(roomRates)
          .where(inArray(roomRates.roomId, roomIds))
          .orderBy(asc(roomRates.roomId), asc(roomRates.mealPlanId));
  const mealPlanIdsByRoom = new Map<number, number[]>();
  for (const plan of plans) {
    mealPlanIdsByRoom.set(plan.roomId, [...(mealPlanIdsByRoom.get(plan.roomId) ?? []), plan.mealPlanId]);
  }
  return { trip, stayIds, stays, mealPlanIdsByRoom };
}

/** Cached a minute per trip, like the trip page: the data changes when the catalogue does. */
const loadPersonaliseBundle = (db: Database, id: number) =>
  memo(db, `personalise:${id}`, () => fetchPersonaliseBundle(db, id));

function toStay(
  bundle: StayBundle,
  suggested: boolean,
  plansByRoom: Map<number, number[]>,
  ctx: CatalogueContext,
  ref: Reference,
): PersonalisedStay {
  const { stay } = bundle;
  const rooms: PersonalisedRoom[] = bundle.rooms.flatMap((room) => {
    const mealPlans: MealPlanOption[] = (plansByRoom.get(room.id) ?? []).flatMap((planId) => {
      const plan = ref.mealPlanById.get(planId);
      return plan ? [{ id: plan.id, name: pick(plan.name, ctx.locale), abbreviation: plan.abbreviation }] : [];
    });
    // A room without any rate cannot be priced or booked: not offered.
    if (mealPlans.length === 0) return [];
    return [
      {
        id: room.id,
        roomCategoryName: pick(room.categoryName, ctx.locale),
        roomDescription: pick(room.description, ctx.locale),
        type: roomTypeLabel(room.type, ctx.locale),
        beds: room.beds,
        maxOccupancy: room.maxOccupancy,
        maxAdults: room.maxAdults,
        // Spec 3 §3: children welcome, or room for more than two.
        familyFriendly: room.familyFriendly || room.maxOccupancy > 2,
        quantity: room.quantity,
        mealPlans,
      },
    ];
  });
  return {
    id: stay.id,
    slug: stay.slug,
    name: stay.name,
    tagline: pick(stay.tagline, ctx.locale),
    propertyTypeLabel: propertyTypeLabel(stay.propertyType, ctx.locale),
    averageSustainabilityScore: stay.averageSustainabilityScore,
    image: toImage(stay.gallery[0], ctx.locale),
    isSuggested: suggested,
    rooms,
  };
}

/** The trip's countries as stored, plus those its stops lie in (a template may list none). */
function countryCodesOf(trip: TripBundle, ref: Reference): string[] {
  const codes = new Set(trip.entry.countryCodes);
  for (const stop of trip.stops) {
    const code = ref
      .lineage(stop.destinationId)
      .map((id) => ref.destinationById.get(id)?.countryCode)
      .find((value) => value != null);
    if (code) codes.add(code);
  }
  return [...codes].sort();
}

export async function getPersonalised(db: Database, ctx: CatalogueContext, id: number): Promise<Personalised | null> {
  const [bundle, ref] = await Promise.all([loadPersonaliseBundle(db, id), loadReference(db)]);
  if (!bundle) return null;
  const { trip } = bundle;
  const stops = trip.stops.flatMap((stop, index) => {
    const destination = ref.destinationById.get(stop.destinationId);
    if (!destination) return [];
    const stays = (bundle.stayIds[index] ?? []).flatMap((stayId) => {
      const stay = bundle.stays.get(stayId);
      return stay ? [toStay(stay, stayId === stop.stayId, bundle.mealPlanIdsByRoom, ctx, ref)] : [];
    });
    return [
      {
        id: stop.id,
        position: stop.position,
        nights: stop.nights,
        destination: {
          id: destination.id,
          slug: destination.slug,
          name: pick(destination.name, ctx.locale),
          countryName: placeOf(ref, destination.id, ctx.locale).countryName,
        },
        stayId: stop.stayId,
        roomId: stop.roomId,
        mealPlanId: stop.mealPlanId,
        stays,
      },
    ];
  });
  return {
    id: trip.trip.id,
    title: pick(trip.trip.title, ctx.locale),
    numberOfNights: trip.trip.numberOfNights,
    image: toImage(trip.trip.gallery[0], ctx.locale),
    countryCodes: countryCodesOf(trip, ref),
    stops,
    legs: trip.legs.map((leg) => ({
      position: leg.position,
      mode: leg.mode as LegMode,
      durationMinutes: leg.durationMinutes,
      distanceKm: leg.distanceKm,
      co2InG: leg.co2InG,
    })),
  };
}
