/**
 * Insert helpers for tests (and the builders the demo catalogue uses): each inserts
 * valid rows and creates what it depends on when the caller does not pass an id.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import {
  activities,
  countries,
  destinations,
  experiences,
  faqs,
  fxRates,
  landingPages,
  mealPlans,
  reviews,
  roomAvailability,
  roomRates,
  rooms,
  stays,
  tripCountries,
  tripExperiences,
  tripLegs,
  tripMonthRates,
  tripStops,
  trips,
} from '../schema';
import type { Localized } from '../schema/types';
import {
  type ActivityInsert,
  buildActivity,
  buildCountry,
  buildDestination,
  buildExperience,
  buildFaq,
  buildLandingPage,
  buildMealPlan,
  buildReview,
  buildRoom,
  buildRoomRate,
  buildStay,
  buildTrip,
  buildTripLeg,
  buildTripStop,
  type CountryInsert,
  type DestinationInsert,
  type ExperienceInsert,
  type FaqInsert,
  type LandingPageInsert,
  type MealPlanInsert,
  type ReviewInsert,
  type RoomInsert,
  type RoomRateInsert,
  type StayInsert,
  type TripInsert,
  type TripLegInsert,
} from './factory-builders';

export * from './factory-builders';

/** Factories work on the database or inside a transaction. */
export type Db = Database | Transaction;

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
};

export async function insertCountry(db: Db, overrides: Partial<CountryInsert> = {}) {
  return one(await db.insert(countries).values(buildCountry(overrides)).returning());
}

export async function insertExperience(db: Db, overrides: Partial<ExperienceInsert> = {}) {
  return one(await db.insert(experiences).values(buildExperience(overrides)).returning());
}

export async function insertMealPlan(db: Db, overrides: Partial<MealPlanInsert> = {}) {
  return one(await db.insert(mealPlans).values(buildMealPlan(overrides)).returning());
}

export async function insertDestination(db: Db, overrides: Partial<DestinationInsert> = {}) {
  return one(await db.insert(destinations).values(buildDestination(overrides)).returning());
}

/** A stay; without `destinationId` a destination is created for it. */
export async function insertStay(db: Db, overrides: Partial<StayInsert> = {}) {
  const destinationId = overrides.destinationId ?? (await insertDestination(db)).id;
  return one(
    await db
      .insert(stays)
      .values(buildStay({ ...overrides, destinationId }))
      .returning(),
  );
}

export interface RoomWithRatesInput {
  stayId: number;
  room?: Partial<RoomInsert>;
  /** One rate set per meal plan; a new meal plan is created when none is given. */
  mealPlanIds?: number[];
  /** Rates per meal plan; by default a 2-pax and a 1-pax rate over 2020–2035. */
  rates?: Partial<RoomRateInsert>[];
  /** Availability exceptions; any night not listed has the room's whole quantity. */
  availability?: { night: string; quantityAvailable: number }[];
}

export async function insertRoomWithRates(db: Db, input: RoomWithRatesInput) {
  const room = one(
    await db
      .insert(rooms)
      .values(buildRoom({ ...input.room, stayId: input.stayId }))
      .returning(),
  );
  const mealPlanIds = input.mealPlanIds ?? [(await insertMealPlan(db)).id];
  const rateSpecs = input.rates ?? [{ pax: 2 }, { pax: 1, rateMinor: 33_000 }];
  const rateRows = mealPlanIds.flatMap((mealPlanId) =>
    rateSpecs.map((spec) => buildRoomRate({ ...spec, roomId: room.id, mealPlanId })),
  );
  const rates = rateRows.length > 0 ? await db.insert(roomRates).values(rateRows).returning() : [];
  const availability = input.availability ?? [];
  if (availability.length > 0) {
    await db.insert(roomAvailability).values(availability.map((entry) => ({ ...entry, roomId: room.id })));
  }
  return { room, rates, mealPlanIds, availability };
}

export async function insertActivity(db: Db, overrides: Partial<ActivityInsert> & { destinationId: number }) {
  return one(await db.insert(activities).values(buildActivity(overrides)).returning());
}

export interface TripStopInput {
  destinationId?: number;
  /** Without a stay one is created (in `destinationId`, or in a new destination). */
  stayId?: number;
  nights?: number;
  roomId?: number | null;
  mealPlanId?: number | null;
  description?: Localized;
}

export interface TripInput extends Partial<TripInsert> {
  stops: TripStopInput[];
  /** Legs between consecutive stops; by default a 150 km drive each. */
  legs?: Partial<TripLegInsert>[];
  experienceIds?: number[];
  countryCodes?: string[];
  monthRates?: { currency: string; year: number; month: number; rateMinor: number; ratePerNightMinor?: number }[];
}

/** A trip with its stops and legs; `numberOfNights` defaults to the stops' sum. */
export async function insertTrip(db: Db, input: TripInput) {
  const { stops: stopInputs, legs: legInputs, experienceIds, countryCodes, monthRates, ...overrides } = input;
  const resolved = [];
  for (const stop of stopInputs) resolved.push({ ...stop, ...(await resolveStay(db, stop)) });
  const nights = resolved.reduce((sum, stop) => sum + (stop.nights ?? 2), 0);
  const trip = one(
    await db
      .insert(trips)
      .values(buildTrip({ numberOfNights: nights, ...overrides }))
      .returning(),
  );
  const stops =
    resolved.length === 0
      ? []
      : await db
          .insert(tripStops)
          .values(
            resolved.map((stop, position) =>
              buildTripStop({
                tripId: trip.id,
                position,
                destinationId: stop.destinationId,
                stayId: stop.stayId,
                nights: stop.nights ?? 2,
                roomId: stop.roomId ?? null,
                mealPlanId: stop.mealPlanId ?? null,
                ...(stop.description ? { description: stop.description } : {}),
              }),
            ),
          )
          .returning();
  const legSpecs = legInputs ?? resolved.slice(1).map(() => ({}));
  const legs =
    legSpecs.length === 0
      ? []
      : await db
          .insert(tripLegs)
          .values(legSpecs.map((spec, position) => buildTripLeg({ position, ...spec, tripId: trip.id })))
          .returning();
  if (experienceIds?.length) {
    await db.insert(tripExperiences).values(experienceIds.map((experienceId) => ({ tripId: trip.id, experienceId })));
  }
  if (countryCodes?.length) {
    await db.insert(tripCountries).values(countryCodes.map((countryCode) => ({ tripId: trip.id, countryCode })));
  }
  if (monthRates?.length) {
    await db.insert(tripMonthRates).values(
      monthRates.map((rate) => ({
        ratePerNightMinor: Math.round(rate.rateMinor / trip.numberOfNights),
        ...rate,
        tripId: trip.id,
      })),
    );
  }
  return { trip, stops, legs };
}

async function resolveStay(db: Db, stop: TripStopInput): Promise<{ destinationId: number; stayId: number }> {
  if (stop.stayId !== undefined) {
    if (stop.destinationId !== undefined) return { destinationId: stop.destinationId, stayId: stop.stayId };
    const [row] = await db.select({ destinationId: stays.destinationId }).from(stays).where(eq(stays.id, stop.stayId));
    if (!row) throw new Error(`stay ${stop.stayId} does not exist`);
    return { destinationId: row.destinationId, stayId: stop.stayId };
  }
  const stay = await insertStay(db, stop.destinationId === undefined ? {} : { destinationId: stop.destinationId });
  return { destinationId: stay.destinationId, stayId: stay.id };
}

export async function insertFaq(db: Db, overrides: Partial<FaqInsert> & Pick<FaqInsert, 'ownerType' | 'ownerId'>) {
  return one(await db.insert(faqs).values(buildFaq(overrides)).returning());
}

export async function insertReview(db: Db, overrides: Partial<ReviewInsert> = {}) {
  return one(await db.insert(reviews).values(buildReview(overrides)).returning());
}

export async function insertLandingPage(db: Db, overrides: Partial<LandingPageInsert> = {}) {
  return one(await db.insert(landingPages).values(buildLandingPage(overrides)).returning());
}

/** Euro rates (1 EUR = rate units) taken on one day; strings, as the numeric column wants. */
export async function insertFxRates(db: Db, rates: Record<string, number>, takenOn: string) {
  const rows = Object.entries(rates).map(([currency, rate]) => ({ currency, takenOn, rate: rate.toFixed(6) }));
  await db.insert(fxRates).values(rows).onConflictDoNothing();
  return rows;
}
