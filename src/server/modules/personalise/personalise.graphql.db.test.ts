import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { cars, tripStops } from '../../db/schema';
import { CAR_SEED, seedCars } from '../../db/seed/cars-seed';
import { insertActivity, insertMealPlan, insertRoomWithRates, insertStay } from '../../db/seed/factories';
import { buildTestCatalogue, type TestCatalogue } from '../catalogue/catalogue.fixture';
import { catalogueCaller, catalogueRowCounts, type Loose } from '../catalogue/catalogue.test-caller';
import { clearCatalogueCache } from '../catalogue/memo';
import { setFeatureFlag } from '../site/site.service';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);
let fixture: TestCatalogue;
let extra: { lodge: number; suite: number; noRates: number; halfBoard: number; gorilla: number; drive: number };
let deltaStopId: number;

beforeAll(async () => {
  fixture = await buildTestCatalogue(database.db);
  const { delta } = fixture.destinations;
  const halfBoard = await insertMealPlan(database.db, {
    code: 'half-board',
    abbreviation: 'HB',
    name: { en: 'Half Board', de: 'Halbpension' },
  });
  // A second stay in the delta: not featured, with a two-meal-plan suite and a room without rates.
  const lodge = await insertStay(database.db, { slug: 'delta-lodge', name: 'Delta Lodge', destinationId: delta.id });
  const suite = await insertRoomWithRates(database.db, {
    stayId: lodge.id,
    room: {
      position: 0,
      categoryName: { en: 'Family Suite', de: 'Familiensuite' },
      type: 'family',
      beds: 3,
      maxOccupancy: 4,
      maxAdults: 2,
      quantity: 2,
    },
    mealPlanIds: [halfBoard.id, fixture.mealPlans.fullBoard.id],
  });
  const noRates = await insertRoomWithRates(database.db, { stayId: lodge.id, room: { position: 1 }, rates: [] });
  const drive = await insertActivity(database.db, {
    destinationId: delta.id,
    title: { en: 'Mokoro trip', de: 'Mokoro-Fahrt' },
    durationMinutes: 150,
    currency: 'USD',
    costAdultMinor: 11_700,
    costChildMinor: 5_850,
  });
  const gorilla = await insertActivity(database.db, {
    destinationId: delta.id,
    title: { en: 'Scenic flight', de: 'Rundflug' },
    autoAdd: true,
  });
  await insertActivity(database.db, { destinationId: fixture.destinations.luangwa.id });
  await seedCars(database.db);
  const [hilux] = CAR_SEED;
  if (!hilux) throw new Error('the car seed is empty');
  await database.db.insert(cars).values({ ...hilux, name: 'Later Hilux', availableFrom: '2027-06-01' });
  clearCatalogueCache(database.db);
  extra = {
    lodge: lodge.id,
    suite: suite.room.id,
    noRates: noRates.room.id,
    halfBoard: halfBoard.id,
    gorilla: gorilla.id,
    drive: drive.id,
  };
  const [stop] = await database.db
    .select({ id: tripStops.id })
    .from(tripStops)
    .where(eq(tripStops.stayId, fixture.stays.deltaCamp.id));
  deltaStopId = stop?.id ?? 0;
});

const PERSONALISED = `query getPersonalised($id: Int!) {
  getPersonalised(id: $id) {
    id title numberOfNights countryCodes
    stops {
      id position nights stayId roomId mealPlanId
      destination { id slug name countryName }
      stays {
        id name isSuggested propertyTypeLabel
        rooms { id roomCategoryName type beds maxOccupancy maxAdults familyFriendly quantity mealPlans { id name abbreviation } }
      }
    }
    legs { position mode durationMinutes }
  }
}`;

describe('getPersonalised', () => {
  it('answers the stops in order with the template choice and the stays of each destination', async () => {
    const { deltaTrip } = fixture.trips;
    const { data, errors } = await call<Loose>(PERSONALISED, { id: deltaTrip.id }, { langCode: 'de' });
    expect(errors).toBeUndefined();
    const trip = data.getPersonalised;
    expect(trip).toMatchObject({ id: deltaTrip.id, title: 'Delta-Klassiker', numberOfNights: 6, countryCodes: ['BW'] });
    expect(trip.stops.map((stop: Loose) => [stop.position, stop.nights, stop.destination.name])).toEqual([
      [0, 1, 'Botsuana'],
      [1, 5, 'Okavangodelta'],
    ]);
    const delta = trip.stops[1];
    expect(delta).toMatchObject({
      id: deltaStopId,
      stayId: fixture.stays.deltaCamp.id,
      roomId: fixture.deltaRoom.id,
      mealPlanId: fixture.mealPlans.fullBoard.id,
      destination: { slug: 'okavango-delta', countryName: 'Botsuana' },
    });
    // The template's stay first, then the other stay in the destination.
    expect(delta.stays.map((stay: Loose) => [stay.name, stay.isSuggested])).toEqual([
      ['Delta Camp', true],
      ['Delta Lodge', false],
    ]);
    const lodge = delta.stays[1];
    // The room without any rate is not offered; the suite has both its meal plans.
    expect(lodge.rooms).toEqual([
      {
        id: extra.suite,
        roomCategoryName: 'Familiensuite',
        type: expect.any(String),
        beds: 3,
        maxOccupancy: 4,
        maxAdults: 2,
        familyFriendly: true,
        quantity: 2,
        mealPlans: [
          { id: fixture.mealPlans.fullBoard.id, name: 'Vollpension', abbreviation: 'FB' },
          { id: extra.halfBoard, name: 'Halbpension', abbreviation: 'HB' },
        ],
      },
    ]);
    expect(trip.legs).toEqual([{ position: 0, mode: 'DRIVING', durationMinutes: 120 }]);
  });

  it('marks a room for more than two as family-friendly even without the flag', async () => {
    const { data } = await call<Loose>(PERSONALISED, { id: fixture.trips.deltaTrip.id });
    const camp = data.getPersonalised.stops[1].stays[0];
    expect(camp.rooms[0]).toMatchObject({ id: fixture.deltaRoom.id, maxOccupancy: 3, familyFriendly: true });
  });

  it('answers null for an unknown trip and BAD_USER_INPUT for an id that cannot be one', async () => {
    expect((await call<Loose>(PERSONALISED, { id: 999_999 })).data).toEqual({ getPersonalised: null });
    const before = await catalogueRowCounts(database.db);
    for (const id of [0, -3]) {
      const answer = await call(PERSONALISED, { id });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'id', message: 'This value is out of range' }],
      });
    }
    expect(await catalogueRowCounts(database.db)).toEqual(before);
  });
});

const FLAG = 'query flag { personalizationCarsAndActivitiesFlag }';

describe('personalizationCarsAndActivitiesFlag', () => {
  it('follows WEB_PERSONALIZATION_CARS_AND_ACTIVITIES, on by default', async () => {
    expect((await call(FLAG)).data).toEqual({ personalizationCarsAndActivitiesFlag: true });
    await setFeatureFlag(database.db, 'WEB_PERSONALIZATION_CARS_AND_ACTIVITIES', false);
    expect((await call(FLAG)).data).toEqual({ personalizationCarsAndActivitiesFlag: false });
    await setFeatureFlag(database.db, 'WEB_PERSONALIZATION_CARS_AND_ACTIVITIES', true);
    expect((await call(FLAG)).data).toEqual({ personalizationCarsAndActivitiesFlag: true });
  });
});

const CARS = `query allCars($fromDate: String) {
  allCars(fromDate: $fromDate) {
    id name category doors passengers isAutomatic isQuattro year countries kilometers description
    rate { amountMinor currency } excess { amountMinor currency } fuelDeposit { amountMinor currency }
  }
}`;

describe('allCars', () => {
  it('answers every seeded car, cheapest first, with money in the caller currency', async () => {
    const { data, errors } = await call<Loose>(CARS, {}, { currency: 'NAD', langCode: 'de' });
    expect(errors).toBeUndefined();
    const list = data.allCars;
    expect(list).toHaveLength(CAR_SEED.length + 1);
    const rates = list.map((car: Loose) => car.rate.amountMinor);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    const hilux = list.find((car: Loose) => car.name === CAR_SEED[0]?.name);
    // NAD is the contract currency: no conversion.
    expect(hilux).toMatchObject({
      doors: 4,
      passengers: 4,
      isAutomatic: false,
      isQuattro: true,
      countries: ['NA', 'BW', 'ZA'],
      kilometers: null,
      rate: { amountMinor: 215_000, currency: 'NAD' },
      excess: { amountMinor: 4_500_000, currency: 'NAD' },
      fuelDeposit: { amountMinor: 250_000, currency: 'NAD' },
    });
    expect(hilux.description).toMatch(/Dachzelte/);
  });

  it('converts through the euro rates: USD 145 a day is EUR 123.93 at 1.17', async () => {
    const { data } = await call<Loose>(CARS, {}, { currency: 'EUR' });
    const ranger = data.allCars.find((car: Loose) => car.name.startsWith('Ford Ranger'));
    expect(ranger.rate).toEqual({ amountMinor: 12_393, currency: 'EUR' });
    expect(ranger.kilometers).toBeNull();
    const polo = data.allCars.find((car: Loose) => car.name.startsWith('Volkswagen Polo'));
    expect(polo).toMatchObject({ kilometers: 200, rate: { amountMinor: 2_059, currency: 'EUR' } });
  });

  it('leaves out cars not yet available on fromDate', async () => {
    const names = async (fromDate: string) =>
      ((await call<Loose>(CARS, { fromDate })).data.allCars as Loose[]).map((car) => car.name);
    expect(await names('2027-05-31')).not.toContain('Later Hilux');
    expect(await names('2027-06-01')).toContain('Later Hilux');
  });

  it('refuses a fromDate that is not a date', async () => {
    for (const fromDate of ['tomorrow', '2027-02-30']) {
      const answer = await call(CARS, { fromDate });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'fromDate', message: 'Invalid date provided' }],
      });
    }
  });
});

const BY_STOP = `query getActivitiesByStopId($id: Int!) {
  getActivitiesByStopId(id: $id) {
    id stopId title shortDescription duration { hours minutes } maxAdults autoAdd inclusionType supplierName cancellationPolicy
    activityRates { costAdult { amountMinor currency } costChild { amountMinor currency } currency fromDate }
  }
}`;

describe('getActivitiesByStopId', () => {
  it("answers the stop destination's activities, included first, priced in the caller currency", async () => {
    const { data, errors } = await call<Loose>(BY_STOP, { id: deltaStopId }, { currency: 'EUR', langCode: 'de' });
    expect(errors).toBeUndefined();
    const list = data.getActivitiesByStopId;
    expect(list.map((activity: Loose) => [activity.id, activity.inclusionType])).toEqual([
      [extra.gorilla, 'INCLUDED'],
      [extra.drive, 'OPTIONAL'],
    ]);
    expect(list[1]).toMatchObject({
      stopId: deltaStopId,
      title: 'Mokoro-Fahrt',
      duration: { hours: 2, minutes: 30 },
      autoAdd: false,
      activityRates: [
        {
          costAdult: { amountMinor: 10_000, currency: 'EUR' },
          costChild: { amountMinor: 5_000, currency: 'EUR' },
          currency: 'EUR',
          fromDate: null,
        },
      ],
    });
  });

  it('answers nothing for a stop whose destination has no activities or that does not exist', async () => {
    const [first] = await database.db
      .select({ id: tripStops.id })
      .from(tripStops)
      .where(eq(tripStops.stayId, fixture.stays.cityHotel.id));
    expect((await call<Loose>(BY_STOP, { id: first?.id })).data.getActivitiesByStopId).toEqual([]);
    expect((await call<Loose>(BY_STOP, { id: 987_654 })).data.getActivitiesByStopId).toEqual([]);
  });

  it('refuses an id that cannot be a stop', async () => {
    const answer = await call(BY_STOP, { id: 0 });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'id' }] });
  });
});

describe('getActivities', () => {
  it('answers every activity grouped by destination, included first within each', async () => {
    const { data } = await call<Loose>('query { getActivities { id destinationId stopId inclusionType } }');
    const list = data.getActivities as Loose[];
    expect(list).toHaveLength(3);
    expect(list.filter((a) => a.destinationId === fixture.destinations.delta.id).map((a) => a.id)).toEqual([
      extra.gorilla,
      extra.drive,
    ]);
    expect(list.every((a) => a.stopId === null)).toBe(true);
  });
});

describe('seedCars', () => {
  it('adds nothing to a table that has cars', async () => {
    const before = await database.db.select({ id: cars.id }).from(cars);
    expect(await seedCars(database.db)).toBe(false);
    expect(await database.db.select({ id: cars.id }).from(cars)).toHaveLength(before.length);
  });
});
