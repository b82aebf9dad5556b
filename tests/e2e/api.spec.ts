import { expect, test } from '@playwright/test';

test.describe('platform endpoints over HTTP', () => {
  test('health answers ok while the database answers', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test("GraphQL answers the spec's body and refuses abusive queries, then keeps serving", async ({ request }) => {
    const body = {
      query: 'query detectLocale { detectLocale { currency language } }',
      variables: { userPreferences: { langCode: 'en', currency: 'EUR', referrer: null }, callingPageUrl: '/en/' },
      operationName: 'detectLocale',
      operationType: 'query',
    };
    const ok = await request.post('/api/graphql', {
      data: body,
      headers: { 'x-graphql-operation-name': 'detectLocale' },
    });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).data.detectLocale.currency).toBe('EUR');

    const deep = `${'{ detectLocale '.repeat(60)}${'}'.repeat(60)}`;
    const aliases = `{ ${Array.from({ length: 2000 }, (_, i) => `a${i}: detectLocale { currency }`).join(' ')} }`;
    for (const query of [deep, aliases]) {
      const refused = await request.post('/api/graphql', { data: { query } });
      const answer = await refused.json();
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors[0].message).toMatch(/limit|depth|alias/i);
    }
    const again = await request.post('/api/graphql', { data: body });
    expect(again.status()).toBe(200);
  });

  test('pages are compressed for browsers that accept it', async ({ request }) => {
    const response = await request.get('/en/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
  });
});
