import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { buildTestCatalogue, type TestCatalogue } from './catalogue.fixture';
import { catalogueCaller, catalogueRowCounts, type Loose } from './catalogue.test-caller';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);
let fixture: TestCatalogue;

beforeAll(async () => {
  fixture = await buildTestCatalogue(database.db);
});

describe('countries and experiences', () => {
  it('getCountries lists the featured ones in order; getAllCountries every one A–Z', async () => {
    const { data } = await call<Record<string, { slug: string; name: string }[]>>(
      '{ getCountries { code slug name } getAllCountries { slug name } getExperiences { slug name isFeatured } }',
      {},
      { langCode: 'de' },
    );
    expect(data?.['getCountries']?.map((c) => c.name)).toEqual(['Sambia', 'Botsuana']);
    expect(data?.['getAllCountries']?.map((c) => c.name)).toEqual(['Botsuana', 'Namibia', 'Sambia']);
    expect(data?.['getExperiences']).toEqual([
      { slug: 'safari', name: 'Safari', isFeatured: true },
      { slug: 'beach', name: 'Strand', isFeatured: false },
    ]);
  });
});

describe('destinations', () => {
  const FIELDS = 'id slug name category categoryLabel iconType countryName level tripCount stayCount image { url }';

  it('getAllDestinations: all by popularity, or the ids asked in that order', async () => {
    const { delta, zambia } = fixture.destinations;
    const all = await call<{ getAllDestinations: { slug: string }[] }>(`{ getAllDestinations { ${FIELDS} } }`);
    expect(all.data?.getAllDestinations.map((d) => d.slug)).toEqual([
      'okavango-delta',
      'botswana',
      'zambia',
      'africa',
      'south-luangwa',
    ]);
    const some = await call<{ getAllDestinations: unknown[] }>(
      `query q($ids: [Int!]) { getAllDestinations(ids: $ids) { ${FIELDS} } }`,
      { ids: [zambia.id, delta.id] },
      { langCode: 'de' },
    );
    expect(some.data?.getAllDestinations).toEqual([
      expect.objectContaining({
        slug: 'zambia',
        name: 'Sambia',
        categoryLabel: 'Land',
        iconType: 'country',
        countryName: 'Sambia',
        tripCount: 2,
        stayCount: 1,
      }),
      expect.objectContaining({
        slug: 'okavango-delta',
        iconType: 'national-park',
        countryName: 'Botsuana',
        tripCount: 2,
        stayCount: 1,
      }),
    ]);
  });

  it('getDestinationByIds, getFeaturedDestinations and getDestinationBySlug', async () => {
    const { delta, botswana } = fixture.destinations;
    const { data } = await call<Record<string, Loose>>(
      `query q($ids: [Int!]!) {
        byIds: getDestinationByIds(ids: $ids) { slug description parent { slug name } faq { question } bestMonths }
        featured: getFeaturedDestinations { slug }
        bySlug: getDestinationBySlug(slug: "okavango-delta") { name seoTitle gallery { url } faq { question answer } tripCount }
        unknown: getDestinationBySlug(slug: "atlantis") { name }
      }`,
      { ids: [delta.id, botswana.id] },
      { langCode: 'de' },
    );
    expect(data?.['byIds'].map((d: { slug: string }) => d.slug)).toEqual(['okavango-delta', 'botswana']);
    expect(data?.['byIds'][0]).toMatchObject({
      parent: { slug: 'botswana', name: 'Botsuana' },
      faq: [{ question: 'Wann?' }],
    });
    expect(data?.['featured'].map((d: { slug: string }) => d.slug)).toEqual(['okavango-delta', 'zambia']);
    expect(data?.['bySlug']).toMatchObject({ name: 'Okavangodelta', tripCount: 2 });
    expect(data?.['unknown']).toBeNull();
  });

  it('getDestinationAccommodations and serviceProvidersInDestinationSlug include places below', async () => {
    const { data } = await call<Record<string, Loose>>(`{
      stays: getDestinationAccommodations(slug: "botswana") { slug name propertyType fromRatePerNight { amountMinor } }
      providers: serviceProvidersInDestinationSlug(destinationSlug: "okavango-delta") { slug rooms { id maxOccupancy } }
      none: getDestinationAccommodations(slug: "atlantis") { slug }
    }`);
    expect(data?.['stays'].map((s: { slug: string }) => s.slug)).toEqual(['delta-camp', 'maun-hotel']);
    expect(data?.['providers']).toEqual([
      { slug: 'delta-camp', rooms: [{ id: fixture.deltaRoom.id, maxOccupancy: 3 }] },
    ]);
    expect(data?.['none']).toEqual([]);
  });
});

describe('stays', () => {
  const STAY = `slug name tagline propertyType propertyTypeLabel destination { slug name } countryName
    averageSustainabilityScore isFeatured image { url alt } fromRatePerNight { amountMinor currency }`;
  const DETAIL = `${STAY} description environmentalScore economicScore socialAndCulturalScore
    facilities { key label } cancellationPolicy checkInFrom checkOutTo bestMonths mapUrl
    rooms { id roomCategoryName type beds maxAdults familyFriendly mealPlan fromRatePerNight { amountMinor } }
    faq { question } gallery { url }`;

  it('getStays and getFeaturedStays: featured first, then A–Z', async () => {
    const { data } = await call<Record<string, { slug: string }[]>>(
      `{ getStays { ${STAY} } getFeaturedStays { slug } }`,
    );
    expect(data?.['getStays']?.map((s) => s.slug)).toEqual(['delta-camp', 'luangwa-lodge', 'maun-hotel']);
    expect(data?.['getFeaturedStays']?.map((s) => s.slug)).toEqual(['delta-camp']);
  });

  it('getStayBySlug, getStayByIds and serviceProvider answer the stay in full', async () => {
    const { deltaCamp, luangwaLodge } = fixture.stays;
    const { data, errors } = await call<Record<string, Loose>>(
      `query q($ids: [Int!]!, $id: Int!) {
        bySlug: getStayBySlug(slug: "delta-camp") { ${DETAIL} }
        byIds: getStayByIds(ids: $ids) { slug }
        provider: serviceProvider(id: $id) { slug rooms { id } }
        missing: getStayBySlug(slug: "no-such-stay") { slug }
      }`,
      { ids: [luangwaLodge.id, deltaCamp.id], id: deltaCamp.id },
      { currency: 'USD' },
    );
    expect(errors).toBeUndefined();
    expect(data?.['bySlug']).toMatchObject({
      slug: 'delta-camp',
      propertyType: 'Tented Camp',
      countryName: 'Botswana',
      destination: { slug: 'okavango-delta', name: 'Okavango Delta' },
      averageSustainabilityScore: 7.2,
      // The lowest per-person rate, the 2-pax 468 USD, shown in the caller's USD.
      fromRatePerNight: { amountMinor: 46_800, currency: 'USD' },
      facilities: [
        { key: 'wifi', label: 'Wi-Fi' },
        { key: 'restaurant', label: 'Restaurant' },
      ],
    });
    expect(data?.['bySlug'].mapUrl).toContain('openstreetmap.org');
    expect(data?.['bySlug'].rooms).toEqual([
      expect.objectContaining({
        id: fixture.deltaRoom.id,
        type: 'Double',
        mealPlan: 'Full Board',
        fromRatePerNight: { amountMinor: 46_800 },
      }),
    ]);
    expect(data?.['byIds'].map((s: { slug: string }) => s.slug)).toEqual(['luangwa-lodge', 'delta-camp']);
    expect(data?.['provider']).toEqual({ slug: 'delta-camp', rooms: [{ id: fixture.deltaRoom.id }] });
    expect(data?.['missing']).toBeNull();
  });
});

describe('reviews', () => {
  it('getReviews lists the newest first; getReviewsIO summarises them', async () => {
    const { data } = await call<Record<string, Loose>>(
      '{ getReviews { name description rating verifiedTraveller } getReviewsIO(numberOfReviews: 99, rating: 1.5) { numberOfReviews rating } }',
      {},
      { langCode: 'de' },
    );
    expect(data?.['getReviews'].map((r: { name: string }) => r.name)).toEqual(['Ben K.', 'Anna M.']);
    expect(data?.['getReviews'][0].description).toBe('A wonderful trip. (de)');
    // Reviews exist, so the client's values (99, 1.5) are not needed.
    expect(data?.['getReviewsIO']).toEqual({ numberOfReviews: 2, rating: 4.5 });
    const bad = await call('{ getReviewsIO(rating: 7) { rating } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('liveRates', () => {
  const LIVE = `query liveRates($roomId: Int, $mealPlanId: Int!, $fromDate: String!, $toDate: String!, $adults: Int!, $children: [String!]) {
    liveRates(roomId: $roomId, mealPlanId: $mealPlanId, fromDate: $fromDate, toDate: $toDate, adults: $adults, children: $children) {
      rate { amountMinor currency } ratePerNight { amountMinor currency } currency information isExactRate pax source
    }
  }`;
  const ask = (variables: Record<string, unknown>, currency = 'USD') =>
    call<{ liveRates: Loose }>(
      LIVE,
      { roomId: fixture.deltaRoom.id, mealPlanId: fixture.mealPlans.fullBoard.id, adults: 2, ...variables },
      { currency },
    );

  it('prices the room for dates and party, across a season boundary', async () => {
    const { data, errors } = await ask({ fromDate: '2027-06-29', toDate: '2027-07-02', children: ['2019-01-01'] });
    expect(errors).toBeUndefined();
    // Nights 29 and 30 June at 2 × 468 USD, 1 July at 2 × 585 USD; the child (8) pays 125 USD a night.
    expect(data?.liveRates).toEqual({
      rate: { amountMinor: 2 * 93_600 + 117_000 + 3 * 12_500, currency: 'USD' },
      ratePerNight: { amountMinor: Math.round((2 * 93_600 + 117_000 + 3 * 12_500) / 3), currency: 'USD' },
      currency: 'USD',
      information: 'Per person sharing, Full Board',
      isExactRate: true,
      pax: 3,
      source: 'contract',
    });
  });

  it('answers null when it cannot price: sold out, no rate, too many guests, no room', async () => {
    expect((await ask({ fromDate: '2027-05-01', toDate: '2027-05-05' })).data?.liveRates).toBeNull();
    expect((await ask({ fromDate: '2028-03-01', toDate: '2028-03-05' })).data?.liveRates).toBeNull();
    expect((await ask({ fromDate: '2027-03-01', toDate: '2027-03-05', adults: 3 })).data?.liveRates).toBeNull();
    expect((await ask({ roomId: null, fromDate: '2027-03-01', toDate: '2027-03-05' })).data?.liveRates).toBeNull();
  });

  it('refuses bad dates and parties with a clear error and writes nothing', async () => {
    const before = await catalogueRowCounts(database.db);
    const backwards = await ask({ fromDate: '2027-03-05', toDate: '2027-03-01' });
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'toDate', message: 'The departure date must be after the arrival date' },
    ]);
    const impossible = await ask({ fromDate: '2027-02-30', toDate: '2027-03-05', adults: 0 });
    expect(impossible.errors?.[0]?.extensions?.fields?.map((f) => f.field).sort()).toEqual(['adults', 'fromDate']);
    expect(await catalogueRowCounts(database.db)).toEqual(before);
  });
});

describe('site operations of spec 2 §7', () => {
  it('getFeaturesAndSettings, detectLocale and referralPageHit answer', async () => {
    const { data } = await call<Record<string, Loose>>(
      '{ getFeaturesAndSettings { detectedCurrency } detectLocale { currency } }',
    );
    expect(data?.['getFeaturesAndSettings'].detectedCurrency).toBeTruthy();
    expect(data?.['detectLocale'].currency).toBeTruthy();
    const hit = await call<{ referralPageHit: { ok: boolean } }>(
      'mutation referralPageHit($code: String!) { referralPageHit(referralCode: $code) { ok } }',
      { code: 'FRIEND2026' },
    );
    expect(hit.data?.referralPageHit).toEqual({ ok: true });
  });
});
