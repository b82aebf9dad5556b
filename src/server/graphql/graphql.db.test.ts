import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../tests/setup/test-database';
import { insertFxRates } from '../db/seed/factories';
import { createGraphQLHandler } from '.';
import { GRAPHQL_LIMITS } from './limits';

const database = setupTestDatabase();
const production = createGraphQLHandler({ db: async () => database.db, production: true, introspection: false });

function post(body: unknown, headers: Record<string, string> = {}) {
  return production(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const detectLocale = 'query detectLocale { detectLocale { currency countryCode language } }';

describe("the caller's currency", () => {
  beforeAll(async () => {
    await insertFxRates(database.db, { CHF: 0.94, GBP: 0.86, USD: 1.08, ZAR: 19.9 }, '2026-01-05');
  });

  const bands = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await post(
      { query: 'query budget { getBudgetFilter { currency } }', variables, operationName: 'budget' },
      headers,
    );
    const { data } = (await response.json()) as { data: { getBudgetFilter: { currency: string }[] } };
    return [...new Set(data.getBudgetFilter.map((band) => band.currency))];
  };

  it('is the one userPreferences names', async () => {
    const named = { userPreferences: { langCode: 'en', currency: 'CHF' } };
    expect(await bands(named, { cookie: 'currency=GBP', 'accept-language': 'en-US' })).toEqual(['CHF']);
  });

  it("is the visitor's, as pages price, when userPreferences names none: chosen (cookie), else detected", async () => {
    const unnamed = { userPreferences: { langCode: 'en' } };
    expect(await bands(unnamed, { cookie: 'lang=en; currency=GBP', 'accept-language': 'en-US' })).toEqual(['GBP']);
    expect(await bands(unnamed, { 'accept-language': 'en-US,en;q=0.8' })).toEqual(['USD']);
    expect(await bands({ userPreferences: { currency: 'nope' } }, { 'cf-ipcountry': 'ZA' })).toEqual(['ZAR']);
    expect(await bands({})).toEqual(['EUR']);
  });
});

describe('POST /api/graphql', () => {
  it("accepts the spec's body, operationType included, and reads the operation header", async () => {
    const response = await post(
      {
        query: detectLocale,
        variables: { userPreferences: { langCode: 'de' } },
        operationName: 'detectLocale',
        operationType: 'query',
      },
      { 'x-graphql-operation-name': 'detectLocale', 'cf-ipcountry': 'NA', 'accept-language': 'de' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: { detectLocale: { currency: 'NAD', countryCode: 'NA', language: 'de' } },
    });
  });

  it('answers getFeaturesAndSettings from the database', async () => {
    const response = await post({ query: '{ getFeaturesAndSettings { detectedCurrency features { name enabled } } }' });
    const { data } = (await response.json()) as { data: { getFeaturesAndSettings: { features: { name: string }[] } } };
    expect(data.getFeaturesAndSettings.features.map((f) => f.name)).toContain('WEB_QUOTE_VERSION_HISTORY');
  });

  it('refuses a header that names another operation', async () => {
    const response = await post(
      { query: detectLocale, operationName: 'detectLocale' },
      { 'x-graphql-operation-name': 'other' },
    );
    expect(response.status).toBe(400);
  });

  it('refuses an unknown operationType and other unknown body fields', async () => {
    expect((await post({ query: detectLocale, operationType: 'subscription' })).status).toBe(400);
    expect((await post({ query: detectLocale, surprise: 1 })).status).toBe(400);
  });

  it('refuses batches, non-JSON and oversized bodies', async () => {
    expect((await post([{ query: detectLocale }, { query: detectLocale }])).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    const huge = { query: detectLocale, variables: { pad: 'x'.repeat(GRAPHQL_LIMITS.maxBodyBytes) } };
    expect((await post(huge)).status).toBe(413);
  });

  it('refuses a query nested 60 levels deep', async () => {
    const nested = `${'{ detectLocale '.repeat(60)}${'}'.repeat(60)}`;
    const body = (await (await post({ query: nested })).json()) as { errors: { message: string }[] };
    expect(body.errors.map((e) => e.message).join(' ')).toMatch(/depth|cost/i);
  });

  it('refuses 2,000 aliases, and 40 within the token limit', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: detectLocale { currency }`).join(' ')} }`;
    const many = (await (await post({ query: aliases(2000) })).json()) as { errors: { message: string }[] };
    expect(many.errors[0]?.message).toMatch(/token|alias/i);
    const some = (await (await post({ query: aliases(40) })).json()) as { errors: { message: string }[] };
    expect(some.errors[0]?.message).toMatch(/alias/i);
  });

  it('hides the schema in production: no introspection, no suggestions', async () => {
    const introspection = (await (await post({ query: '{ __schema { types { name } } }' })).json()) as {
      errors: unknown[];
    };
    expect(introspection.errors.length).toBeGreaterThan(0);
    const typo = (await (await post({ query: '{ detectLocal { currency } }' })).json()) as {
      errors: { message: string }[];
    };
    expect(typo.errors[0]?.message).not.toMatch(/did you mean/i);
  });
});
