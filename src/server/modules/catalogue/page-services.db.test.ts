/** The services the pages call directly (docs/decisions/010), on the small known catalogue. */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { getDestinationDetail, listDestinations } from '../destinations/destinations.service';
import { listPropertyTypes, listStays } from '../stays/stays.service';
import { canonicalTripFilters } from '../trips/trips.filters';
import { getTripFilterOptions, loadKnownFilterValues, resolveTripListingSlug } from '../trips/trips.options';
import { listTrips } from '../trips/trips.service';
import { buildTestCatalogue } from './catalogue.fixture';
import { getHomeData } from './home.service';
import { catalogueContext } from './localize';

const database = setupTestDatabase();
const en = catalogueContext('en', 'EUR');
const de = catalogueContext('de', 'GBP');

beforeAll(async () => {
  await buildTestCatalogue(database.db);
});

describe('stays page', () => {
  it('searches by name without regard to case or accents, filters by type, pages by 10', async () => {
    const db = database.db;
    expect((await listStays(db, en, { q: 'LUANGWA' })).stays.map((s) => s.slug)).toEqual(['luangwa-lodge']);
    expect((await listStays(db, en, { q: 'délta' })).stays.map((s) => s.slug)).toEqual(['delta-camp']);
    expect(await listStays(db, en, { type: 'Hotel' })).toMatchObject({ total: 1, stays: [{ slug: 'maun-hotel' }] });
    expect(await listStays(db, en, { offset: 1, limit: 1 })).toMatchObject({
      total: 3,
      stays: [{ slug: 'luangwa-lodge' }],
    });
    expect(await listPropertyTypes(db, de)).toEqual([
      { value: 'Hotel', label: 'Hotel' },
      { value: 'Lodge', label: 'Lodge' },
      { value: 'Tented Camp', label: 'Zeltcamp' },
    ]);
  });
});

describe('destinations pages', () => {
  it('sorts by popularity, A–Z and Z–A, 6 at a time, below the continent only', async () => {
    const slugs = async (sort: 'popularity' | 'az' | 'za') =>
      (await listDestinations(database.db, de, { sort })).destinations.map((d) => d.slug);
    expect(await slugs('popularity')).toEqual(['okavango-delta', 'botswana', 'zambia', 'south-luangwa']);
    // German names: Botsuana, Okavangodelta, Sambia, South Luangwa.
    expect(await slugs('az')).toEqual(['botswana', 'okavango-delta', 'zambia', 'south-luangwa']);
    expect(await slugs('za')).toEqual(['south-luangwa', 'zambia', 'okavango-delta', 'botswana']);
    expect((await listDestinations(database.db, en, { limit: 2, offset: 2 })).total).toBe(4);
  });

  it('a destination page has the place, its trips and its stays', async () => {
    const page = await getDestinationDetail(database.db, en, 'botswana');
    expect(page?.destination).toMatchObject({
      name: 'Botswana',
      tripCount: 2,
      stayCount: 2,
      parent: { slug: 'africa' },
    });
    expect(page?.trips.map((t) => t.slug)).toEqual(['delta-classic', 'luangwa-and-delta']);
    expect(page?.stays.map((s) => s.slug)).toEqual(['delta-camp', 'maun-hotel']);
    expect(await getDestinationDetail(database.db, en, 'atlantis')).toBeNull();
  });
});

describe('home page', () => {
  it('has the featured trips by priority, featured destinations, reviews and countries', async () => {
    const home = await getHomeData(database.db, de);
    expect(home.featuredTrips.map((t) => t.slug)).toEqual(['delta-classic', 'slow-zambia']);
    expect(home.featuredTrips[1]?.priceFrom).toEqual({ amountMinor: 688_000, currency: 'GBP' });
    expect(home.featuredDestinations.map((d) => d.slug)).toEqual(['okavango-delta', 'zambia']);
    expect(home.reviews).toHaveLength(2);
    expect(home.reviewsSummary).toEqual({ numberOfReviews: 2, rating: 4.5 });
    expect(home.countries.map((c) => c.name)).toEqual(['Sambia', 'Botsuana']);
  });
});

describe('trip listing', () => {
  it('reads /t/{slug} as an experience, a country or a destination', async () => {
    expect(await resolveTripListingSlug(database.db, de, 'beach')).toEqual({
      kind: 'experience',
      slug: 'beach',
      name: 'Strand',
      to: null,
      filters: { experiences: ['beach'] },
    });
    expect((await resolveTripListingSlug(database.db, en, 'zambia'))?.kind).toBe('country');
    expect((await resolveTripListingSlug(database.db, en, 'okavango-delta'))?.filters).toEqual({
      destinations: ['okavango-delta'],
    });
    expect(await resolveTripListingSlug(database.db, en, 'atlantis')).toBeNull();
  });

  it('offers the values trips use, with labels, and cleans a query string against them', async () => {
    const options = await getTripFilterOptions(database.db, de);
    expect(options.destinations.map((d) => d.slug)).toEqual([
      'africa',
      'botswana',
      'zambia',
      'okavango-delta',
      'south-luangwa',
    ]);
    expect(options.types).toEqual([
      { value: 'fly-in', label: 'Fly-in' },
      { value: 'guided', label: 'Geführt' },
      { value: 'self-drive', label: 'Selbstfahrer' },
    ]);
    expect(options.countries.map((c) => c.slug)).toEqual(['zambia', 'botswana', 'namibia']);
    const known = await loadKnownFilterValues(database.db);
    const { filters, dropped } = canonicalTripFilters(
      new URLSearchParams('countries=zambia&countries=atlantis&type=guided&sort=length-desc'),
      known,
    );
    expect(dropped).toEqual(['countries=atlantis']);
    const result = await listTrips(database.db, en, filters);
    expect(result).toMatchObject({ total: 3, filtered: 0 });
    const zambia = await listTrips(database.db, en, { countries: ['zambia'], sort: 'length-desc' });
    expect(zambia.trips.map((t) => t.slug)).toEqual(['slow-zambia', 'luangwa-and-delta']);
  });
});
