/**
 * Every operation of spec 2 §7 on the demo catalogue the seed builds (one seed for the
 * file: seeding takes a few seconds on PGlite). Exact values are checked against the small
 * fixture in the other test files; here: each call answers, with data, without errors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '../../db/seed';
import { catalogueCaller, type Loose } from './catalogue.test-caller';
import { clearCatalogueCache } from './memo';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);

beforeAll(async () => {
  await seedDatabase(database.db, { scale: 1, today: new Date('2026-11-15T00:00:00Z') });
  clearCatalogueCache(database.db);
});

async function ask<T = Loose>(query: string, variables: Record<string, unknown> = {}, langCode: 'en' | 'de' = 'en') {
  const { data, errors } = await call<T>(query, variables, { langCode, currency: 'GBP' });
  expect(errors).toBeUndefined();
  return data as T;
}

describe('the seeded catalogue answers every operation', () => {
  it('trips: filtered, lists, detail, by ids, by stay, by destination, budgets', async () => {
    const data = await ask(`{
      filtered: getFilteredTrips(filters: { countries: ["botswana"], sort: "price-asc" }) {
        total filtered budgets { level count } durations { duration count } trips { id title priceFrom { amountMinor currency } }
      }
      forFiltering: getInspirationTripsForFiltering { id }
      all: getInspirationTrips { id isFeatured }
      budgets: getBudgetFilter(currency: "NOK") { level maxMinor }
    }`);
    expect(data.filtered.total).toBe(data.all.length);
    expect(data.filtered.filtered).toBeGreaterThan(0);
    expect(data.filtered.trips[0].priceFrom.currency).toBe('GBP');
    const prices = data.filtered.trips.map((t: { priceFrom: { amountMinor: number } }) => t.priceFrom.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.forFiltering).toHaveLength(data.all.length);
    expect(data.budgets.map((b: { level: string }) => b.level)).toEqual(['basic', 'medium', 'fancy']);

    const id = data.filtered.trips[0].id;
    const featured = data.all.filter((t: { isFeatured: boolean }) => t.isFeatured).map((t: { id: number }) => t.id);
    const more = await ask(
      `query q($id: Int!, $ids: [Int!]!) {
        detail: getInspirationTripDetailById(id: $id) {
          title stops { stay { slug rooms { id } } destination { slug } } monthRates { rate { amountMinor currency } } faq { question }
        }
        byIds: getInspirationTripByIds(ids: $ids, featuredOnly: true) { id }
      }`,
      { id, ids: [id, ...featured] },
      'de',
    );
    expect(more.detail.stops.length).toBeGreaterThan(0);
    // The "from" price is the cheapest month's stored price in that currency.
    const months = more.detail.monthRates.map((m: { rate: { amountMinor: number } }) => m.rate.amountMinor);
    expect(Math.min(...months)).toBe(data.filtered.trips[0].priceFrom.amountMinor);
    expect(more.byIds.map((t: { id: number }) => t.id)).toEqual(featured);

    const staySlug = more.detail.stops[0].stay.slug;
    const places = await ask(
      `query q($stay: String!) {
        withStay: inspirationalTripsWithAccommodation(accommodationSlug: $stay) { id }
        inBotswana: getTripsByDestinationSlug(slug: "okavango-delta") { id }
      }`,
      { stay: staySlug },
    );
    expect(places.withStay.map((t: { id: number }) => t.id)).toContain(id);
    expect(places.inBotswana.length).toBeGreaterThan(0);
  });

  it('reference data, destinations and stays', async () => {
    const data = await ask(
      `{
      countries: getCountries { code name } allCountries: getAllCountries { code } experiences: getExperiences { slug }
      destinations: getAllDestinations { id slug tripCount stayCount } featured: getFeaturedDestinations { slug }
      delta: getDestinationBySlug(slug: "okavango-delta") { name faq { question } parent { slug } }
      accommodations: getDestinationAccommodations(slug: "okavango-delta") { slug }
      providers: serviceProvidersInDestinationSlug(destinationSlug: "okavango-delta") { id slug rooms { id } }
      stays: getStays { id slug } featuredStays: getFeaturedStays { slug }
    }`,
      {},
      'de',
    );
    expect(data.countries).toHaveLength(11);
    expect(data.allCountries).toHaveLength(12);
    expect(data.experiences).toHaveLength(12);
    expect(data.delta.name).toBe('Okavango-Delta');
    expect(data.delta.faq.length).toBeGreaterThan(0);
    expect(data.accommodations.length).toBeGreaterThan(0);
    expect(data.providers[0].rooms.length).toBeGreaterThan(0);
    expect(data.featuredStays.length).toBeGreaterThan(0);
    const [first, second] = data.destinations;
    const stay = data.providers[0];
    const more = await ask(
      `query q($ids: [Int!]!, $stayIds: [Int!]!, $stayId: Int!, $slug: String!) {
        some: getAllDestinations(ids: $ids) { id } details: getDestinationByIds(ids: $ids) { id description }
        bySlug: getStayBySlug(slug: $slug) { slug rooms { id } } byIds: getStayByIds(ids: $stayIds) { id }
        provider: serviceProvider(id: $stayId) { id }
      }`,
      { ids: [second.id, first.id], stayIds: [stay.id], stayId: stay.id, slug: stay.slug },
    );
    expect(more.some.map((d: { id: number }) => d.id)).toEqual([second.id, first.id]);
    expect(more.details).toHaveLength(2);
    expect(more.bySlug.slug).toBe(stay.slug);
    expect(more.byIds).toEqual([{ id: stay.id }]);
    expect(more.provider).toEqual({ id: stay.id });
  });

  it('reviews, a live rate and search', async () => {
    const data = await ask(`{
      reviews: getReviews { name rating } summary: getReviewsIO { numberOfReviews rating }
      delta: search(query: "okavanko") { hits { kind slug title } }
    }`);
    expect(data.reviews.length).toBeGreaterThan(0);
    expect(data.summary.numberOfReviews).toBe(42);
    expect(data.delta.hits[0]).toMatchObject({ kind: 'destination', slug: 'okavango-delta' });
    const german = await ask('{ search(query: "Sambia") { hits { kind slug title url } } }', {}, 'de');
    expect(german.search.hits[0]).toMatchObject({
      kind: 'destination',
      slug: 'zambia',
      title: 'Sambia',
      url: '/de/d/zambia',
    });

    const trip = await ask('{ getInspirationTripDetailById(id: 1) { stops { roomId mealPlanId } } }');
    const stop = trip.getInspirationTripDetailById.stops.find((s: { roomId: number | null }) => s.roomId !== null);
    const rate = await ask(
      `query q($roomId: Int, $mealPlanId: Int!) {
        liveRates(roomId: $roomId, mealPlanId: $mealPlanId, fromDate: "2027-03-10", toDate: "2027-03-13", adults: 2) {
          rate { amountMinor currency } pax information
        }
      }`,
      { roomId: stop.roomId, mealPlanId: stop.mealPlanId },
    );
    expect(rate.liveRates).toMatchObject({ pax: 2, rate: { currency: 'GBP' } });
    expect(rate.liveRates.rate.amountMinor).toBeGreaterThan(0);
  });
});
