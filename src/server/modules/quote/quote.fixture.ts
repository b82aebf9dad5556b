/**
 * A small, fully known catalogue for the quote engine's database tests, built with the
 * seed's factories plus the booking seed (consultants, settings, promo codes, park fees):
 * a Zambia–Botswana trip (South Luangwa 3 nights, flight, Okavango Delta 4 nights) and a
 * one-stop beach trip.
 */
import type { Database } from '../../db';
import { cars, tripTimeToGo } from '../../db/schema';
import { seedBooking } from '../../db/seed/booking-seed';
import {
  insertActivity,
  insertCountry,
  insertDestination,
  insertExperience,
  insertFxRates,
  insertMealPlan,
  insertRoomWithRates,
  insertStay,
  insertTrip,
} from '../../db/seed/factories';
import { FIXTURE_FX } from '../catalogue/catalogue.fixture';
import { clearCatalogueCache } from '../catalogue/memo';

/** Per person per night (scheme 1) with the child bands at half and three quarters. */
const perPerson = (rateMinor: number) => [
  { pax: 2, rateMinor, childRate0To12Minor: rateMinor / 2, childRate13To17Minor: (rateMinor * 3) / 4 },
  { pax: 1, rateMinor: rateMinor * 1.5, childRate0To12Minor: rateMinor / 2, childRate13To17Minor: (rateMinor * 3) / 4 },
];

export async function buildQuoteFixture(db: Database) {
  await insertFxRates(db, { ...FIXTURE_FX, USD: 1.25 }, '2026-01-01');
  await insertCountry(db, { code: 'BW', slug: 'botswana', name: { en: 'Botswana', de: 'Botsuana' } });
  await insertCountry(db, { code: 'ZM', slug: 'zambia', name: { en: 'Zambia', de: 'Sambia' } });
  await insertCountry(db, { code: 'MU', slug: 'mauritius', name: { en: 'Mauritius', de: 'Mauritius' } });
  const safari = await insertExperience(db, { slug: 'safari' });
  const beach = await insertExperience(db, { slug: 'beach' });
  const africa = await insertDestination(db, { slug: 'africa', level: 0, category: 'Continent' });
  const botswana = await insertDestination(db, { slug: 'botswana', level: 1, parentId: africa.id, countryCode: 'BW' });
  const delta = await insertDestination(db, { slug: 'okavango-delta', level: 2, parentId: botswana.id });
  const moremi = await insertDestination(db, { slug: 'moremi', level: 3, parentId: delta.id });
  const zambia = await insertDestination(db, { slug: 'zambia', level: 1, parentId: africa.id, countryCode: 'ZM' });
  const luangwa = await insertDestination(db, { slug: 'south-luangwa', level: 2, parentId: zambia.id });
  const mauritius = await insertDestination(db, {
    slug: 'mauritius',
    level: 1,
    parentId: africa.id,
    countryCode: 'MU',
  });
  const fullBoard = await insertMealPlan(db, { code: 'full-board', abbreviation: 'FB' });
  const breakfast = await insertMealPlan(db, { code: 'bed-and-breakfast', abbreviation: 'BB' });

  const luangwaLodge = await insertStay(db, {
    slug: 'luangwa-lodge',
    destinationId: luangwa.id,
    cancellationPolicy: 'flexible',
  });
  const luangwaDouble = await insertRoomWithRates(db, {
    stayId: luangwaLodge.id,
    room: { quantity: 3 },
    mealPlanIds: [fullBoard.id],
    rates: perPerson(25_000),
  });
  const bushCamp = await insertStay(db, {
    slug: 'luangwa-bush-camp',
    destinationId: luangwa.id,
    cancellationPolicy: 'flexible',
  });
  await insertRoomWithRates(db, {
    stayId: bushCamp.id,
    room: { quantity: 2 },
    mealPlanIds: [fullBoard.id],
    rates: perPerson(22_000),
  });
  const deltaCamp = await insertStay(db, {
    slug: 'delta-camp',
    destinationId: delta.id,
    cancellationPolicy: 'moderate',
  });
  const deltaDouble = await insertRoomWithRates(db, {
    stayId: deltaCamp.id,
    room: { quantity: 2 },
    mealPlanIds: [fullBoard.id],
    rates: perPerson(30_000),
  });
  const deltaFamily = await insertRoomWithRates(db, {
    stayId: deltaCamp.id,
    room: { position: 1, type: 'family', maxOccupancy: 4, maxAdults: 2, familyFriendly: true, quantity: 1 },
    mealPlanIds: [fullBoard.id],
    rates: perPerson(32_000),
  });
  // Another stay in the same place (strict, cheaper), and one below it in Moremi.
  const deltaLodge = await insertStay(db, {
    slug: 'delta-lodge',
    destinationId: delta.id,
    cancellationPolicy: 'strict',
  });
  const deltaLodgeDouble = await insertRoomWithRates(db, {
    stayId: deltaLodge.id,
    room: { quantity: 4 },
    mealPlanIds: [fullBoard.id, breakfast.id],
    rates: perPerson(20_000),
  });
  const moremiCamp = await insertStay(db, { slug: 'moremi-camp', destinationId: moremi.id });
  const moremiRoom = await insertRoomWithRates(db, { stayId: moremiCamp.id, mealPlanIds: [fullBoard.id] });
  const beachHotel = await insertStay(db, { slug: 'beach-hotel', destinationId: mauritius.id, rateCurrency: 'EUR' });
  await insertRoomWithRates(db, {
    stayId: beachHotel.id,
    room: { quantity: 10 },
    mealPlanIds: [breakfast.id],
    rates: [
      {
        pax: 2,
        rateScheme: 2,
        currency: 'EUR',
        rateMinor: 18_000,
        childRate0To12Minor: 2_000,
        childRate13To17Minor: 4_000,
      },
    ],
  });

  const gameDrive = await insertActivity(db, {
    destinationId: delta.id,
    autoAdd: true,
    costAdultMinor: 6_000,
    costChildMinor: 3_000,
    cancellationPolicy: 'flexible',
  });
  const walkingPermit = await insertActivity(db, {
    destinationId: luangwa.id,
    autoAdd: true,
    costAdultMinor: 5_000,
    costChildMinor: 2_500,
    cancellationPolicy: 'strict',
  });
  const mokoro = await insertActivity(db, { destinationId: delta.id, costAdultMinor: 4_000, costChildMinor: 2_000 });
  const elsewhere = await insertActivity(db, { destinationId: mauritius.id });

  const safariTrip = await insertTrip(db, {
    slug: 'luangwa-and-delta',
    priority: 10,
    minimumRateEurMinor: 300_000,
    stops: [
      { stayId: luangwaLodge.id, nights: 3, roomId: luangwaDouble.room.id, mealPlanId: fullBoard.id },
      { stayId: deltaCamp.id, nights: 4, roomId: deltaDouble.room.id, mealPlanId: fullBoard.id },
    ],
    legs: [{ mode: 'FLIGHT', currency: 'USD', pricePerPersonMinor: 30_000 }],
    experienceIds: [safari.id],
    countryCodes: ['ZM', 'BW'],
  });
  const beachTrip = await insertTrip(db, {
    slug: 'mauritius-beach',
    priority: 1,
    minimumRateEurMinor: 120_000,
    stops: [{ stayId: beachHotel.id, nights: 7 }],
    experienceIds: [beach.id],
    countryCodes: ['MU'],
  });
  await db.insert(tripTimeToGo).values(
    Array.from({ length: 12 }, (_, i) => ({
      tripId: safariTrip.trip.id,
      month: i + 1,
      rate: 2,
      experience: { en: '', de: '' },
    })),
  );
  const [car] = await db
    .insert(cars)
    .values({
      name: 'Toyota Hilux',
      category: '4x4',
      description: { en: 'A 4x4 with a rooftop tent.', de: 'Ein Geländewagen mit Dachzelt.' },
      doors: 4,
      passengers: 5,
      isAutomatic: false,
      isQuattro: true,
      year: 2025,
      countries: ['BW', 'ZM'],
      currency: 'EUR',
      dailyRateMinor: 9_000,
      excessMinor: 150_000,
      fuelDepositMinor: 10_000,
    })
    .returning();
  await seedBooking(db);
  clearCatalogueCache(db);
  return {
    safariTrip,
    beachTrip,
    places: { botswana, delta, moremi, luangwa, mauritius },
    stays: { luangwaLodge, bushCamp, deltaCamp, deltaLodge, moremiCamp, beachHotel },
    rooms: { luangwaDouble, deltaDouble, deltaFamily, deltaLodgeDouble, moremiRoom },
    mealPlans: { fullBoard, breakfast },
    activities: { gameDrive, walkingPermit, mokoro, elsewhere },
    car: car as NonNullable<typeof car>,
  };
}
export type QuoteFixture = Awaited<ReturnType<typeof buildQuoteFixture>>;
