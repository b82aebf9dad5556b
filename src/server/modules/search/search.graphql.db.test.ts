import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { buildTestCatalogue } from '../catalogue/catalogue.fixture';
import { catalogueCaller, catalogueRowCounts } from '../catalogue/catalogue.test-caller';
import { catalogueContext } from '../catalogue/localize';
import { rebuildSearchIndex } from './search-index';
import { search } from './search.service';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);

beforeAll(async () => {
  await buildTestCatalogue(database.db);
  await rebuildSearchIndex(database.db);
});

const SEARCH = `query search($query: String!, $kind: SearchKind) {
  search(query: $query, kind: $kind) {
    query remainingLetters
    hits { kind id slug title subtitle url }
    alternatives { kind slug title url }
  }
}`;

type Answer = {
  search: {
    query: string;
    remainingLetters: number;
    hits: { kind: string; slug: string; title: string; url: string }[];
    alternatives: { kind: string; slug: string; url: string }[];
  };
};

describe('search', () => {
  it('finds the Okavango Delta from a typo: "okavanko"', async () => {
    const { data, errors } = await call<Answer>(SEARCH, { query: 'okavanko' });
    expect(errors).toBeUndefined();
    expect(data?.search.hits[0]).toMatchObject({
      kind: 'destination',
      slug: 'okavango-delta',
      title: 'Okavango Delta',
      url: '/en/d/okavango-delta',
    });
  });

  it('finds Zambia from the German "Sambia", with German addresses', async () => {
    const { data } = await call<Answer>(SEARCH, { query: 'Sambia' }, { langCode: 'de' });
    expect(data?.search.hits[0]).toMatchObject({
      kind: 'destination',
      slug: 'zambia',
      title: 'Sambia',
      url: '/de/d/zambia',
    });
    // Only documents in the caller's language answer: in English the title is "Zambia".
    const english = await call<Answer>(SEARCH, { query: 'Sambia', kind: 'destination' });
    expect(english.data?.search.hits[0]).toMatchObject({ slug: 'zambia', title: 'Zambia', url: '/en/d/zambia' });
  });

  it('tolerates umlauts and finds trips, stays and experiences by kind', async () => {
    const umlaut = await call<Answer>(SEARCH, { query: 'Okavangodelta' }, { langCode: 'de' });
    expect(umlaut.data?.search.hits[0]?.slug).toBe('okavango-delta');
    const trip = await call<Answer>(SEARCH, { query: 'delta klassiker', kind: 'trip' }, { langCode: 'de' });
    expect(trip.data?.search.hits[0]).toMatchObject({ kind: 'trip', title: 'Delta-Klassiker' });
    expect(trip.data?.search.hits[0]?.url).toMatch(/^\/de\/t\/\d+$/);
    const stay = await call<Answer>(SEARCH, { query: 'luangwa river', kind: 'stay' });
    expect(stay.data?.search.hits[0]).toMatchObject({ slug: 'luangwa-lodge', url: '/en/p/luangwa-lodge' });
    const experience = await call<Answer>(SEARCH, { query: 'strand', kind: 'experience' }, { langCode: 'de' });
    expect(experience.data?.search.hits[0]).toMatchObject({ slug: 'beach', url: '/de/t/beach' });
  });

  it('does not search below 3 letters and says how many are missing', async () => {
    const { data } = await call<Answer>(SEARCH, { query: ' ok ' });
    expect(data?.search).toEqual({ query: 'ok', remainingLetters: 1, hits: [], alternatives: [] });
  });

  it('offers alternatives when nothing matches', async () => {
    const { data } = await call<Answer>(SEARCH, { query: 'xylophone quartet' });
    expect(data?.search.hits).toEqual([]);
    expect(data?.search.alternatives.map((a) => [a.kind, a.slug])).toEqual([
      ['destination', 'okavango-delta'],
      ['destination', 'zambia'],
      ['experience', 'safari'],
    ]);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const before = await catalogueRowCounts(database.db);
    const long = await call(SEARCH, { query: 'x'.repeat(101) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const kind = await call(SEARCH, { query: 'delta', kind: 'hotel' });
    expect(kind.errors?.length).toBeGreaterThan(0);
    expect(await catalogueRowCounts(database.db)).toEqual(before);
  });

  it('is the same service the search pages call', async () => {
    const results = await search(database.db, catalogueContext('en', 'EUR'), 'okavango', {
      kind: ['destination', 'stay'],
    });
    expect(results.hits.map((h) => h.kind)).toEqual(expect.arrayContaining(['destination']));
    expect(results.hits.every((h) => h.kind === 'destination' || h.kind === 'stay')).toBe(true);
  });
});
