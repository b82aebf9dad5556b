import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { buildTestCatalogue, type TestCatalogue } from '../catalogue/catalogue.fixture';
import { catalogueCaller, catalogueRowCounts, type Loose } from '../catalogue/catalogue.test-caller';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);
let fixture: TestCatalogue;

beforeAll(async () => {
  fixture = await buildTestCatalogue(database.db);
});

const FILTERED = `query getFilteredTrips($filters: TripFiltersInput) {
  getFilteredTrips(filters: $filters) {
    total filtered
    budgets { level currency minMinor maxMinor count }
    durations { duration count }
    trips { id slug title numberOfNights from to priceFrom { amountMinor currency } countries { slug name } experiences { slug } }
  }
}`;

type Filtered = {
  getFilteredTrips: {
    total: number;
    filtered: number;
    budgets: { level: string; count: number; maxMinor: number | null; currency: string }[];
    durations: { duration: string; count: number }[];
    trips: {
      slug: string;
      title: string;
      from: string;
      to: string;
      priceFrom: { amountMinor: number; currency: string };
    }[];
  };
};

describe('getFilteredTrips', () => {
  it('answers total, filtered, budgets, durations and trips, most popular first', async () => {
    const { data, errors } = await call<Filtered>(FILTERED);
    expect(errors).toBeUndefined();
    const result = data?.getFilteredTrips;
    expect(result?.total).toBe(3);
    expect(result?.filtered).toBe(3);
    expect(result?.trips.map((t) => t.slug)).toEqual(['delta-classic', 'slow-zambia', 'luangwa-and-delta']);
    expect(result?.trips[0]).toMatchObject({
      from: 'Botswana',
      to: 'Okavango Delta',
      priceFrom: { amountMinor: 300_000, currency: 'EUR' },
    });
    expect(result?.budgets.map((b) => [b.level, b.count])).toEqual([
      ['basic', 1],
      ['medium', 1],
      ['fancy', 1],
    ]);
    expect(result?.durations).toEqual([
      { duration: '1', count: 1 },
      { duration: '2', count: 1 },
      { duration: '3', count: 1 },
      { duration: '3+', count: 0 },
    ]);
  });

  it('filters by destination (including places below it), country, experience and sorts', async () => {
    const slugs = async (filters: object) =>
      (await call<Filtered>(FILTERED, { filters })).data?.getFilteredTrips.trips.map((t) => t.slug);
    expect(await slugs({ destinations: ['botswana'], sort: 'price-desc' })).toEqual([
      'luangwa-and-delta',
      'delta-classic',
    ]);
    expect(await slugs({ countries: ['zambia'], sort: 'length-asc' })).toEqual(['luangwa-and-delta', 'slow-zambia']);
    expect(await slugs({ experiences: ['beach'] })).toEqual(['slow-zambia']);
    expect(await slugs({ travelMonth: 7 })).toEqual(['delta-classic']);
    expect(await slugs({ budget: 'fancy' })).toEqual(['slow-zambia']);
    expect(await slugs({ durations: ['2'], type: ['fly-in'], categories: ['classic-safari'] })).toEqual([
      'luangwa-and-delta',
    ]);
    expect(await slugs({ minNights: 10, maxPrice: 6000, sustainability: 5 })).toEqual(['luangwa-and-delta']);
    expect(await slugs({ sort: 'price-asc', offset: 1, limit: 1 })).toEqual(['luangwa-and-delta']);
  });

  it("answers in the caller's language and currency", async () => {
    const { data } = await call<Filtered>(
      FILTERED,
      { filters: { countries: ['botswana'] } },
      { langCode: 'de', currency: 'GBP' },
    );
    const [first] = data?.getFilteredTrips.trips ?? [];
    expect(first).toMatchObject({ title: 'Delta-Klassiker', from: 'Botsuana', to: 'Okavangodelta' });
    // 3,000 EUR × 0.86 (the latest rate, not last year's 0.80) = 2,580 GBP.
    expect(first?.priceFrom).toEqual({ amountMinor: 258_000, currency: 'GBP' });
    expect(data?.getFilteredTrips.budgets[0]).toMatchObject({ currency: 'GBP', maxMinor: 300_000 });
  });

  it('refuses unknown and invalid values with a clear error and writes nothing', async () => {
    const before = await catalogueRowCounts(database.db);
    const unknown = await call(FILTERED, { filters: { experiences: ['skiing'] } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'filters.experiences.0', message: 'This value does not exist in our catalogue' },
    ]);
    const invalid = await call(FILTERED, { filters: { sort: 'cheapest', travelMonth: 13 } }, { langCode: 'de' });
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'filters.travelMonth', message: 'Dieser Wert liegt außerhalb des erlaubten Bereichs' },
      { field: 'filters.sort', message: 'Dieser Wert ist ungültig' },
    ]);
    expect(await catalogueRowCounts(database.db)).toEqual(before);
  });
});

describe('trip lists', () => {
  const TRIP = 'id slug title isFeatured';

  it('getInspirationTrips and getInspirationTripsForFiltering list every trip', async () => {
    const { data } = await call<{ a: unknown[]; b: unknown[] }>(
      `{ a: getInspirationTrips { ${TRIP} } b: getInspirationTripsForFiltering { ${TRIP} } }`,
    );
    expect(data?.a).toHaveLength(3);
    expect(data?.b).toHaveLength(3);
  });

  it('getInspirationTripByIds keeps the order asked and can keep only featured trips', async () => {
    const { deltaTrip, twoCountries, longTrip } = fixture.trips;
    const query = `query q($ids: [Int!]!, $featuredOnly: Boolean) { getInspirationTripByIds(ids: $ids, featuredOnly: $featuredOnly) { slug } }`;
    const all = await call<{ getInspirationTripByIds: { slug: string }[] }>(query, {
      ids: [longTrip.id, twoCountries.id, deltaTrip.id, 999_999],
    });
    expect(all.data?.getInspirationTripByIds.map((t) => t.slug)).toEqual([
      'slow-zambia',
      'luangwa-and-delta',
      'delta-classic',
    ]);
    const featured = await call<{ getInspirationTripByIds: { slug: string }[] }>(query, {
      ids: [twoCountries.id, deltaTrip.id],
      featuredOnly: true,
    });
    expect(featured.data?.getInspirationTripByIds.map((t) => t.slug)).toEqual(['delta-classic']);
    const tooMany = await call(query, { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('inspirationalTripsWithAccommodation and getTripsByDestinationSlug', async () => {
    const { data } = await call<Record<string, { slug: string }[]>>(`{
      camp: inspirationalTripsWithAccommodation(accommodationSlug: "delta-camp") { slug }
      hotel: inspirationalTripsWithAccommodation(accommodationSlug: "maun-hotel") { slug }
      none: inspirationalTripsWithAccommodation(accommodationSlug: "no-such-stay") { slug }
      zambia: getTripsByDestinationSlug(slug: "zambia") { slug }
      delta: getTripsByDestinationSlug(slug: "okavango-delta") { slug }
    }`);
    expect(data?.['camp']?.map((t) => t.slug)).toEqual(['delta-classic', 'luangwa-and-delta']);
    expect(data?.['hotel']?.map((t) => t.slug)).toEqual(['delta-classic']);
    expect(data?.['none']).toEqual([]);
    expect(data?.['zambia']?.map((t) => t.slug)).toEqual(['slow-zambia', 'luangwa-and-delta']);
    expect(data?.['delta']?.map((t) => t.slug)).toEqual(['delta-classic', 'luangwa-and-delta']);
    const bad = await call('{ getTripsByDestinationSlug(slug: "Not A Slug!") { slug } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('getBudgetFilter', () => {
  it('gives basic, medium and fancy bands per currency, rounded to nice amounts', async () => {
    const query =
      'query q($currency: String) { getBudgetFilter(currency: $currency) { level currency minMinor maxMinor } }';
    const eur = await call<{ getBudgetFilter: unknown[] }>(query, { currency: 'EUR' });
    expect(eur.data?.getBudgetFilter).toEqual([
      { level: 'basic', currency: 'EUR', minMinor: 0, maxMinor: 350_000 },
      { level: 'medium', currency: 'EUR', minMinor: 350_000, maxMinor: 700_000 },
      { level: 'fancy', currency: 'EUR', minMinor: 700_000, maxMinor: null },
    ]);
    const zar = await call<{ getBudgetFilter: { maxMinor: number | null }[] }>(query, { currency: 'ZAR' });
    // 3,500 × 20.4 = 71,400 → 70,000; 7,000 × 20.4 = 142,800 → 140,000.
    expect(zar.data?.getBudgetFilter.map((b) => b.maxMinor)).toEqual([7_000_000, 14_000_000, null]);
    const callers = await call<{ getBudgetFilter: { currency: string }[] }>(query, {}, { currency: 'CHF' });
    expect(callers.data?.getBudgetFilter[0]?.currency).toBe('CHF');
    const bad = await call(query, { currency: 'XYZ' });
    expect(bad.errors?.[0]?.message).toBe('This currency is not offered');
  });
});

const DETAIL = `query getInspirationTripDetailById($id: Int!) {
  getInspirationTripDetailById(id: $id) {
    id title numberOfNights description co2Text totalCo2InG cancellationPolicy seoTitle
    countries { code name } experiences { slug name }
    priceFrom { amountMinor currency }
    stops { position nights roomId mealPlanId
      destination { slug name countryName }
      stay { slug name propertyTypeLabel destination { slug } fromRatePerNight { amountMinor currency }
        rooms { id type maxOccupancy familyFriendly mealPlan fromRatePerNight { amountMinor currency } }
        facilities { key label } } }
    legs { position mode distanceKm }
    monthRates { year month rate { amountMinor currency } }
    timeToGo { month rate experience }
    inclusions exclusions faq { question answer } gallery { url alt }
  }
}`;

describe('getInspirationTripDetailById', () => {
  it('answers the whole trip in the caller language and currency', async () => {
    const { deltaTrip } = fixture.trips;
    const { data, errors } = await call<{ getInspirationTripDetailById: Loose }>(
      DETAIL,
      { id: deltaTrip.id },
      { langCode: 'de', currency: 'GBP' },
    );
    expect(errors).toBeUndefined();
    const trip = data?.getInspirationTripDetailById;
    expect(trip).toMatchObject({
      title: 'Delta-Klassiker',
      numberOfNights: 6,
      countries: [{ code: 'BW', name: 'Botsuana' }],
    });
    expect(trip.stops.map((s: { destination: { slug: string } }) => s.destination.slug)).toEqual([
      'botswana',
      'okavango-delta',
    ]);
    const camp = trip.stops[1];
    expect(camp).toMatchObject({ roomId: fixture.deltaRoom.id, mealPlanId: fixture.mealPlans.fullBoard.id });
    expect(camp.destination.countryName).toBe('Botsuana');
    expect(camp.stay).toMatchObject({ slug: 'delta-camp', propertyTypeLabel: 'Zeltcamp' });
    // The 2-pax rate, 468 USD, is the lowest per person: 468 / 1.17 × 0.86 = 344 GBP.
    expect(camp.stay.fromRatePerNight).toEqual({ amountMinor: 34_400, currency: 'GBP' });
    expect(camp.stay.rooms[0]).toMatchObject({ type: 'Doppelzimmer', familyFriendly: true, mealPlan: 'Vollpension' });
    expect(camp.stay.facilities).toContainEqual({ key: 'wifi', label: 'WLAN' });
    expect(trip.legs).toHaveLength(1);
    // Stored GBP month rates are used as they are (only January exists in GBP).
    expect(trip.monthRates).toEqual([{ year: 2027, month: 1, rate: { amountMinor: 275_200, currency: 'GBP' } }]);
    expect(trip.timeToGo).toEqual([
      { month: 1, rate: 1, experience: 'Grüne Saison' },
      { month: 7, rate: 3, experience: 'Flutsaison' },
    ]);
    expect(trip.inclusions).toEqual(['Alle Mahlzeiten']);
    expect(trip.exclusions).toEqual(['Flüge']);
    expect(trip.faq).toHaveLength(1);
  });

  it('converts EUR month rates when the currency has none stored, in month order', async () => {
    const { data } = await call<{ getInspirationTripDetailById: Loose }>(
      DETAIL,
      { id: fixture.trips.deltaTrip.id },
      { currency: 'CHF' },
    );
    expect(data?.getInspirationTripDetailById.monthRates).toEqual([
      { year: 2027, month: 1, rate: { amountMinor: 297_600, currency: 'CHF' } },
      { year: 2027, month: 2, rate: { amountMinor: 279_000, currency: 'CHF' } },
    ]);
  });

  it('answers null for an unknown trip and a clear error for a bad id', async () => {
    expect((await call(DETAIL, { id: 987_654 })).data).toEqual({ getInspirationTripDetailById: null });
    const bad = await call(DETAIL, { id: -3 });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'This value is out of range',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
