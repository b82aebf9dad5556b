/**
 * A small, fully known catalogue for the GraphQL and service tests, built with the seed's
 * factories: two countries, a destination tree, three stays, three trips, reviews.
 */
import type { Database } from '../../db';
import { tripInclusions, tripTimeToGo } from '../../db/schema';
import {
  insertCountry,
  insertDestination,
  insertExperience,
  insertFaq,
  insertFxRates,
  insertMealPlan,
  insertReview,
  insertRoomWithRates,
  insertStay,
  insertTrip,
} from '../../db/seed/factories';
import { clearCatalogueCache } from './memo';

export const FIXTURE_FX = {
  GBP: 0.86,
  USD: 1.17,
  CHF: 0.93,
  NAD: 20.4,
  ZAR: 20.4,
  NOK: 11.7,
  SEK: 11.05,
  DKK: 7.46,
  AUD: 1.78,
  CAD: 1.61,
};

export async function buildTestCatalogue(db: Database) {
  await insertFxRates(db, { ...FIXTURE_FX, GBP: 0.8 }, '2025-01-01');
  await insertFxRates(db, FIXTURE_FX, '2026-01-01');
  const bw = await insertCountry(db, {
    code: 'BW',
    slug: 'botswana',
    name: { en: 'Botswana', de: 'Botsuana' },
    featuredOrder: 2,
  });
  const zm = await insertCountry(db, {
    code: 'ZM',
    slug: 'zambia',
    name: { en: 'Zambia', de: 'Sambia' },
    featuredOrder: 1,
  });
  await insertCountry(db, { code: 'NA', slug: 'namibia', name: { en: 'Namibia', de: 'Namibia' } });
  const safari = await insertExperience(db, { slug: 'safari', name: { en: 'Safari', de: 'Safari' }, isFeatured: true });
  const beach = await insertExperience(db, { slug: 'beach', name: { en: 'Beach', de: 'Strand' } });

  const africa = await insertDestination(db, {
    slug: 'africa',
    level: 0,
    category: 'Continent',
    name: { en: 'Africa', de: 'Afrika' },
  });
  const botswana = await insertDestination(db, {
    slug: 'botswana',
    level: 1,
    category: 'Country',
    parentId: africa.id,
    countryCode: bw.code,
    name: { en: 'Botswana', de: 'Botsuana' },
    popularity: 70,
  });
  const delta = await insertDestination(db, {
    slug: 'okavango-delta',
    level: 2,
    category: 'National Park',
    parentId: botswana.id,
    name: { en: 'Okavango Delta', de: 'Okavangodelta' },
    popularity: 95,
    isFeatured: true,
  });
  const zambia = await insertDestination(db, {
    slug: 'zambia',
    level: 1,
    category: 'Country',
    parentId: africa.id,
    countryCode: zm.code,
    name: { en: 'Zambia', de: 'Sambia' },
    popularity: 60,
    isFeatured: true,
  });
  const luangwa = await insertDestination(db, {
    slug: 'south-luangwa',
    level: 2,
    category: 'National Park',
    parentId: zambia.id,
    name: { en: 'South Luangwa', de: 'South Luangwa' },
    popularity: 40,
  });
  await insertFaq(db, { ownerType: 'destination', ownerId: delta.id, question: { en: 'When?', de: 'Wann?' } });

  const fullBoard = await insertMealPlan(db, {
    code: 'full-board',
    abbreviation: 'FB',
    name: { en: 'Full Board', de: 'Vollpension' },
  });
  const deltaCamp = await insertStay(db, {
    slug: 'delta-camp',
    name: 'Delta Camp',
    destinationId: delta.id,
    propertyType: 'Tented Camp',
    isFeatured: true,
    rateCurrency: 'USD',
  });
  const deltaRoom = await insertRoomWithRates(db, {
    stayId: deltaCamp.id,
    room: { maxOccupancy: 3, maxAdults: 2, familyFriendly: true },
    mealPlanIds: [fullBoard.id],
    rates: [
      { pax: 2, rateMinor: 46_800, currency: 'USD', seasonStart: '2027-01-01', seasonEnd: '2027-06-30' },
      { pax: 1, rateMinor: 58_500, currency: 'USD', seasonStart: '2027-01-01', seasonEnd: '2027-06-30' },
      { pax: 2, rateMinor: 58_500, currency: 'USD', seasonStart: '2027-07-01', seasonEnd: '2027-12-31' },
    ],
    availability: [{ night: '2027-05-03', quantityAvailable: 0 }],
  });
  await insertFaq(db, { ownerType: 'stay', ownerId: deltaCamp.id });
  const luangwaLodge = await insertStay(db, {
    slug: 'luangwa-lodge',
    name: 'Luangwa River Lodge',
    destinationId: luangwa.id,
    propertyType: 'Lodge',
  });
  await insertRoomWithRates(db, { stayId: luangwaLodge.id, mealPlanIds: [fullBoard.id] });
  const cityHotel = await insertStay(db, {
    slug: 'maun-hotel',
    name: 'Maun Hotel',
    destinationId: botswana.id,
    propertyType: 'Hotel',
  });

  const deltaTrip = await insertTrip(db, {
    slug: 'delta-classic',
    title: { en: 'Delta Classic', de: 'Delta-Klassiker' },
    isFeatured: true,
    priority: 10,
    minimumRateEurMinor: 300_000,
    tripType: 'guided',
    categories: ['classic-safari'],
    stops: [
      { stayId: cityHotel.id, nights: 1 },
      { stayId: deltaCamp.id, nights: 5, roomId: deltaRoom.room.id, mealPlanId: fullBoard.id },
    ],
    experienceIds: [safari.id],
    countryCodes: [bw.code],
    monthRates: [
      { currency: 'EUR', year: 2027, month: 2, rateMinor: 300_000 },
      { currency: 'EUR', year: 2027, month: 1, rateMinor: 320_000 },
      { currency: 'GBP', year: 2027, month: 1, rateMinor: 275_200 },
    ],
  });
  await db.insert(tripTimeToGo).values([
    { tripId: deltaTrip.trip.id, month: 7, rate: 3, experience: { en: 'Flood season', de: 'Flutsaison' } },
    { tripId: deltaTrip.trip.id, month: 1, rate: 1, experience: { en: 'Green season', de: 'Grüne Saison' } },
  ]);
  await db.insert(tripInclusions).values([
    {
      tripId: deltaTrip.trip.id,
      position: 0,
      kind: 'INCLUSION',
      description: { en: 'All meals', de: 'Alle Mahlzeiten' },
    },
    { tripId: deltaTrip.trip.id, position: 1, kind: 'EXCLUSION', description: { en: 'Flights', de: 'Flüge' } },
  ]);
  await insertFaq(db, { ownerType: 'trip', ownerId: deltaTrip.trip.id });
  const twoCountries = await insertTrip(db, {
    slug: 'luangwa-and-delta',
    title: { en: 'Luangwa and Delta', de: 'Luangwa und Delta' },
    priority: 5,
    minimumRateEurMinor: 500_000,
    tripType: 'fly-in',
    categories: ['classic-safari'],
    stops: [
      { stayId: luangwaLodge.id, nights: 6 },
      { stayId: deltaCamp.id, nights: 6 },
    ],
    experienceIds: [safari.id],
    countryCodes: [zm.code, bw.code],
  });
  const longTrip = await insertTrip(db, {
    slug: 'slow-zambia',
    title: { en: 'Slow Zambia', de: 'Sambia langsam' },
    priority: 5,
    isFeatured: true,
    minimumRateEurMinor: 900_000,
    overrideTotalEurMinor: 800_000,
    tripType: 'self-drive',
    categories: ['road-trip'],
    stops: [{ stayId: luangwaLodge.id, nights: 16 }],
    experienceIds: [beach.id],
    countryCodes: [zm.code],
  });
  await insertReview(db, { name: 'Anna M.', rating: 5, travelledOn: '2025-08-01' });
  await insertReview(db, { name: 'Ben K.', rating: 4, travelledOn: '2025-09-01' });
  clearCatalogueCache(db);
  return {
    countries: { bw, zm },
    experiences: { safari, beach },
    destinations: { africa, botswana, delta, zambia, luangwa },
    mealPlans: { fullBoard },
    stays: { deltaCamp, luangwaLodge, cityHotel },
    deltaRoom: deltaRoom.room,
    trips: { deltaTrip: deltaTrip.trip, twoCountries: twoCountries.trip, longTrip: longTrip.trip },
  };
}

export type TestCatalogue = Awaited<ReturnType<typeof buildTestCatalogue>>;
