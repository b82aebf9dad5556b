import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlCaller } from '../../../../tests/setup/graphql';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { leads, quoteLineItems, quotes, roomAvailability } from '../../db/schema';
import { clearCatalogueCache } from '../catalogue/memo';
import { buildQuoteFixture, type QuoteFixture } from '../quote/quote.fixture';
import { daysFromToday, writtenRows } from './enquiry.test-helpers';

const database = setupTestDatabase();
const call = graphqlCaller(() => database.db);
let fixture: QuoteFixture;
let luangwaStop: number;
let deltaStop: number;

beforeAll(async () => {
  fixture = await buildQuoteFixture(database.db);
  [luangwaStop, deltaStop] = fixture.safariTrip.stops.map((stop) => stop.id) as [number, number];
});

const PERSONALIZE = `mutation makeTripPersonalization($customer: PersonalizationCustomerInput!, $enquire: PersonalizationEnquireInput!,
  $id: Int!, $personalization: PersonalizationInput, $referralCode: String, $source: String, $medium: String) {
  makeTripPersonalization(customer: $customer, enquire: $enquire, id: $id, personalization: $personalization,
    referralCode: $referralCode, source: $source, medium: $medium) { ok status reference quoteId quotePath message }
}`;
interface Result {
  makeTripPersonalization: {
    status: string;
    reference: string | null;
    quoteId: number | null;
    quotePath: string | null;
  };
}

type Vars = {
  customer: Record<string, string>;
  enquire: { startDate: string; adults: number; children: { dateOfBirth: string }[]; submissionId: string };
  id: number;
  personalization: {
    stops: { stopId: number; stayId: number; rooms: { roomId: number; quantity: number; mealPlanId?: number }[] }[];
    activities: { activityId: number; stopId: number }[];
    cars: { carId: number; quantity: number }[];
  };
  referralCode: string;
  source: string;
  medium: string;
};

const start = daysFromToday(120);
let runs = 0;
function variables(change: (v: Vars) => void = () => {}) {
  const v: Vars = {
    customer: { firstName: 'Lea', lastName: 'Graf', email: 'lea@example.com', phone: '+49 30 1234567' },
    enquire: { startDate: start, adults: 2, children: [], submissionId: `personalise-${++runs}` },
    id: fixture.safariTrip.trip.id,
    personalization: {
      stops: [
        {
          stopId: deltaStop,
          stayId: fixture.stays.deltaLodge.id,
          rooms: [
            { roomId: fixture.rooms.deltaLodgeDouble.room.id, quantity: 1, mealPlanId: fixture.mealPlans.breakfast.id },
          ],
        },
      ],
      activities: [{ activityId: fixture.activities.mokoro.id, stopId: deltaStop }],
      cars: [{ carId: fixture.car.id, quantity: 1 }],
    },
    referralCode: 'friend-42',
    source: 'referral',
    medium: 'traveler',
  };
  change(v);
  return v;
}

describe('makeTripPersonalization', () => {
  it('prices the visitor’s stay, room, activity and car and stores the lead', async () => {
    const answer = await call<Result>(PERSONALIZE, variables());
    expect(answer.errors).toBeUndefined();
    const result = answer.data?.makeTripPersonalization;
    expect(result?.status).toBe('QUOTED');
    expect(result?.quotePath).toBe(`/en/q/${result?.reference}-${result?.quoteId}`);
    const [quote] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, result?.quoteId ?? 0));
    expect(quote).toMatchObject({ startDate: start, numberOfNights: 7, cancellationPolicy: 'strict' });
    type Content = { stops: { stay: { id: number }; rooms: { mealPlan: { id: number } }[] }[] };
    const stops = (quote?.content as Content | undefined)?.stops ?? [];
    expect(stops.map((stop) => stop.stay.id)).toEqual([fixture.stays.luangwaLodge.id, fixture.stays.deltaLodge.id]);
    expect(stops[1]?.rooms.map((room) => room.mealPlan.id)).toEqual([fixture.mealPlans.breakfast.id]);
    const items = await database.db
      .select()
      .from(quoteLineItems)
      .where(eq(quoteLineItems.quoteId, quote?.id ?? 0));
    const car = items.find((item) => item.category === 'CAR_RENTAL');
    // 90 EUR a day for the seven days of the trip.
    expect(car).toMatchObject({ quantity: 7, unitMinor: 9_000, totalMinor: 63_000 });
    const mokoro = items.find((item) => item.activityId === fixture.activities.mokoro.id);
    expect(mokoro?.details).toMatchObject({ inclusion: 'PLANNED' });
    expect(quote?.totals['rentals']).toBe(63_000);
    const [lead] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, quote?.leadId ?? 0));
    expect(lead).toMatchObject({
      kind: 'PERSONALISE',
      tripId: fixture.safariTrip.trip.id,
      referralCode: 'friend-42',
      source: 'referral',
      medium: 'traveler',
    });
  });

  it('makes one lead of two identical submissions sent together', async () => {
    const before = await writtenRows(database.db);
    const same = variables((v) => {
      v.enquire.submissionId = 'personalise-twice';
    });
    const [a, b] = await Promise.all([call<Result>(PERSONALIZE, same), call<Result>(PERSONALIZE, same)]);
    expect(a.data?.makeTripPersonalization.status).toBe('QUOTED');
    expect(b.data).toEqual(a.data);
    const after = await writtenRows(database.db);
    expect([after['leads'], after['quotes']]).toEqual([(before['leads'] ?? 0) + 1, (before['quotes'] ?? 0) + 1]);
  });

  type Case = [string, (v: Vars) => void, string, string];
  const first = <T>(list: T[]): T => {
    const [item] = list;
    if (!item) throw new Error('the good variables have one of each');
    return item;
  };
  const stop = (v: Vars) => first(v.personalization.stops);
  const room = (v: Vars) => first(stop(v).rooms);
  const cases: Case[] = [
    ['an empty first name', (v) => (v['customer'].firstName = ''), 'customer.firstName', 'This field is required'],
    ['an empty last name', (v) => (v['customer'].lastName = ''), 'customer.lastName', 'This field is required'],
    ['a bad e-mail', (v) => (v['customer'].email = 'lea@'), 'customer.email', 'This has to be a valid email'],
    [
      'a bad phone',
      (v) => (v['customer'].phone = '12'),
      'customer.phone',
      'This has to be a valid phone number e.g. +34600504050',
    ],
    ['a long promo code', (v) => (v['customer'].promoCode = 'P'.repeat(41)), 'customer.promoCode', 'This is too long'],
    [
      'an unknown way to reach',
      (v) => (v['customer'].preferredCommunication = 'PIGEON'),
      'customer.preferredCommunication',
      'This value is not valid',
    ],
    ['long comments', (v) => (v['customer'].comments = 'x'.repeat(5001)), 'customer.comments', 'This is too long'],
    [
      'a start in another format',
      (v) => (v['enquire'].startDate = 'soon'),
      'enquire.startDate',
      'Date must be in DD-MM-YYYY or YYYY-MM-DD format',
    ],
    [
      'a start that does not exist',
      (v) => (v['enquire'].startDate = '2030-13-01'),
      'enquire.startDate',
      'Invalid date provided',
    ],
    [
      'a start in the past',
      (v) => (v['enquire'].startDate = '2021-06-01'),
      'enquire.startDate',
      'Please choose a date after today',
    ],
    ['no adults', (v) => (v['enquire'].adults = 0), 'enquire.adults', 'This value is out of range'],
    ['too many adults', (v) => (v['enquire'].adults = 13), 'enquire.adults', 'This value is out of range'],
    [
      'too many children',
      (v) => (v['enquire'].children = Array(9).fill({ dateOfBirth: '2019-01-01' })),
      'enquire.children',
      'This value is out of range',
    ],
    [
      'a bad birth date',
      (v) => (v['enquire'].children = [{ dateOfBirth: '2019.01.01' }]),
      'enquire.children.0.dateOfBirth',
      'Unsupported date format. Use DD-MM-YYYY or YYYY-MM-DD',
    ],
    [
      'a child not born yet',
      (v) => (v['enquire'].children = [{ dateOfBirth: daysFromToday(10) }]),
      'enquire.children.0.dateOfBirth',
      'Invalid date provided',
    ],
    [
      'a bad submission id',
      (v) => (v['enquire'].submissionId = 'bad id!'),
      'enquire.submissionId',
      'This value is not valid',
    ],
    ['trip id 0', (v) => (v['id'] = 0), 'id', 'This value is not valid'],
    ['an unknown trip', (v) => (v['id'] = 999_999), 'id', 'This value does not exist in our catalogue'],
    [
      'an unknown stop',
      (v) => (stop(v).stopId = 999_999),
      'personalization.stops.0.stopId',
      'This value does not exist in our catalogue',
    ],
    ['stop id 0', (v) => (stop(v).stopId = 0), 'personalization.stops.0.stopId', 'This value is not valid'],
    [
      'the same stop twice',
      (v) => v['personalization'].stops.push({ ...stop(v) }),
      'personalization.stops.1.stopId',
      'This is chosen more than once',
    ],
    [
      'an unknown stay',
      (v) => (stop(v).stayId = 999_999),
      'personalization.stops.0.stayId',
      'This value does not exist in our catalogue',
    ],
    [
      'a stay elsewhere',
      (v) => (stop(v).stayId = fixture.stays.luangwaLodge.id),
      'personalization.stops.0.stayId',
      'This stay is not at this stop of the trip',
    ],
    ['no rooms', (v) => (stop(v).rooms = []), 'personalization.stops.0.rooms', 'This field is required'],
    [
      'a room of another stay',
      (v) => (room(v).roomId = fixture.rooms.deltaDouble.room.id),
      'personalization.stops.0.rooms.0.roomId',
      'This room does not belong to the chosen stay',
    ],
    [
      'no units of a room',
      (v) => (room(v).quantity = 0),
      'personalization.stops.0.rooms.0.quantity',
      'This value is out of range',
    ],
    [
      'more units than are free',
      (v) => (room(v).quantity = 5),
      'personalization.stops.0.rooms.0.quantity',
      'Maximum allowed: 4',
    ],
    [
      'an unknown meal plan',
      (v) => (room(v).mealPlanId = 999_999),
      'personalization.stops.0.rooms.0.mealPlanId',
      'This value does not exist in our catalogue',
    ],
    [
      'rooms for fewer guests',
      (v) => (v['enquire'].adults = 3),
      'personalization.stops.0.rooms',
      'Selected rooms do not cover all trip guests',
    ],
    [
      'an unknown activity',
      (v) => (first(v.personalization.activities).activityId = 999_999),
      'personalization.activities.0.activityId',
      'This value does not exist in our catalogue',
    ],
    [
      'an activity elsewhere',
      (v) => (first(v.personalization.activities).activityId = fixture.activities.elsewhere.id),
      'personalization.activities.0.activityId',
      'This activity is not offered at this stop',
    ],
    [
      'an activity at an unknown stop',
      (v) => (first(v.personalization.activities).stopId = 999_999),
      'personalization.activities.0.stopId',
      'This value does not exist in our catalogue',
    ],
    [
      'an unknown car',
      (v) => (first(v.personalization.cars).carId = 999_999),
      'personalization.cars.0.carId',
      'This value does not exist in our catalogue',
    ],
    [
      'too many cars',
      (v) => (first(v.personalization.cars).quantity = 9),
      'personalization.cars.0.quantity',
      'This value is out of range',
    ],
    ['a bad referral code', (v) => (v['referralCode'] = '!!'), 'referralCode', 'This value is not valid'],
    ['a long source', (v) => (v['source'] = 's'.repeat(101)), 'source', 'This is too long'],
    ['a long medium', (v) => (v['medium'] = 'm'.repeat(101)), 'medium', 'This is too long'],
  ];
  for (const [what, change, field, message] of cases) {
    it(`refuses ${what}, naming the field, and writes nothing`, async () => {
      const before = await writtenRows(database.db);
      const answer = await call(PERSONALIZE, variables(change));
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fields).toContainEqual({ field, message });
      expect(await writtenRows(database.db)).toEqual(before);
    });
  }

  it('refuses a room sold out on one of the nights', async () => {
    const night = new Date(Date.parse(start) + 5 * 86_400_000).toISOString().slice(0, 10);
    await database.db
      .insert(roomAvailability)
      .values({ roomId: fixture.rooms.deltaLodgeDouble.room.id, night, quantityAvailable: 0 });
    clearCatalogueCache(database.db);
    const before = await writtenRows(database.db);
    const answer = await call(PERSONALIZE, variables());
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'personalization.stops.0.rooms.0.roomId', message: 'This room is not available for the chosen dates' },
    ]);
    expect(await writtenRows(database.db)).toEqual(before);
    // Left to the engine, the stop gets the template's stay, free on every night.
    const untouched = await call<Result>(
      PERSONALIZE,
      variables((v) => {
        v['personalization'].stops = [];
        v['personalization'].activities = [];
      }),
    );
    const [quote] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, untouched.data?.makeTripPersonalization.quoteId ?? 0));
    const stays =
      (quote?.content as { stops: { tripStopId: number; stay: { id: number } }[] } | undefined)?.stops ?? [];
    expect(stays.map((s) => [s.tripStopId, s.stay.id])).toEqual([
      [luangwaStop, fixture.stays.luangwaLodge.id],
      [deltaStop, fixture.stays.deltaCamp.id],
    ]);
  });
});

describe('the cars offered are the cars accepted (allCars with tripId)', () => {
  const CARS = `query allCars($fromDate: String, $tripId: Int) {
    allCars(fromDate: $fromDate, tripId: $tripId) { id name }
  }`;
  const offered = async (tripId: number) =>
    ((await call<{ allCars: { id: number }[] }>(CARS, { fromDate: start, tripId })).data?.allCars ?? []).map(
      (car) => car.id,
    );
  const withCar = (tripId: number, carId: number) =>
    variables((v) => {
      v.id = tripId;
      v.personalization = { stops: [], activities: [], cars: [{ carId, quantity: 1 }] };
    });

  it('offers no car on an island trip, and the submit refuses that car there with its own message', async () => {
    expect(await offered(fixture.beachTrip.trip.id)).toEqual([]);
    const answer = await call(PERSONALIZE, withCar(fixture.beachTrip.trip.id, fixture.car.id));
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'personalization.cars.0.carId', message: 'This car is not available for this trip' },
    ]);
    const german = await call(PERSONALIZE, withCar(fixture.beachTrip.trip.id, fixture.car.id), 'de');
    expect(german.errors?.[0]?.message).toBe('Dieses Auto ist für diese Reise nicht verfügbar');
  });

  it('offers the car on a trip through its countries, and the submit accepts every car offered', async () => {
    const ids = await offered(fixture.safariTrip.trip.id);
    expect(ids).toEqual([fixture.car.id]);
    for (const carId of ids) {
      const answer = await call<Result>(PERSONALIZE, withCar(fixture.safariTrip.trip.id, carId));
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.makeTripPersonalization.status).toBe('QUOTED');
    }
  });

  it('offers nothing for an unknown trip and refuses an id that cannot be one', async () => {
    expect(await offered(999_999)).toEqual([]);
    const answer = await call(CARS, { tripId: 0 });
    expect(answer.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('tripId');
  });
});
