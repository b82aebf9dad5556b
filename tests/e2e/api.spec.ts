import { expect, test } from '@playwright/test';

test.describe('platform endpoints over HTTP', () => {
  test('built scripts go out as the build compressed them, and work uncompressed too', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/_astro\/[^/]+\.js$/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/en/plan-my-trip');
    await expect.poll(() => scripts.length).toBeGreaterThan(3);
    for (const url of scripts) {
      const br = await request.get(url, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers()['content-encoding'], url).toBe('br');
      expect(br.headers()['cache-control']).toContain('immutable');
      // The body arrives decoded: the same script as without compression.
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect(await br.text()).toBe(await plain.text());
    }
  });

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
