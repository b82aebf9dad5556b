import { expect, test } from '@playwright/test';

// The boot script does not call startMetrics yet, so these check the endpoints over HTTP;
// browser-side checks follow once it is wired.

const graphql = { operationName: 'getTrip', operationType: 'query', duration: 87, status: 'ok' };
const activity = { userType: 'anonymous' };
const webVital = {
  name: 'LCP',
  value: 2310.2,
  delta: 2310.2,
  id: 'v6-1732240000000-8412993381234',
  rating: 'good',
  page: '/en/t/42',
  navigationType: 'navigate',
  screenSize: 'mobile',
  pixelRatioCategory: '3x+',
};

test.describe('metric endpoints over HTTP', () => {
  for (const [path, body] of [
    ['/api/metrics/graphql', graphql],
    ['/api/metrics/activity', activity],
    ['/api/metrics/web-vitals', webVital],
  ] as const) {
    test(`${path} stores a valid JSON report and refuses an invalid one`, async ({ request }) => {
      const ok = await request.post(path, { data: body });
      expect(ok.status()).toBe(204);
      expect(ok.headers()['cache-control']).toBe('no-store');

      const invalid = await request.post(path, { data: { ...body, unexpected: true } });
      expect(invalid.status()).toBe(400);
      expect(invalid.headers()['cache-control']).toBe('no-store');
      expect(typeof (await invalid.json()).error).toBe('string');
    });
  }

  test('accepts a same-origin text/plain body, as navigator.sendBeacon sends a string', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/api/metrics/web-vitals', {
      data: JSON.stringify({ ...webVital, page: '/en/contact?utm_source=mail' }),
      // The browser adds Origin to a beacon; Astro's origin check refuses form-like posts without it.
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseURL ?? '' },
    });
    expect(response.status()).toBe(204);
  });

  test('refuses a cross-site text/plain post before it reaches the handler', async ({ request }) => {
    const response = await request.post('/api/metrics/activity', {
      data: JSON.stringify(activity),
      headers: { 'content-type': 'text/plain', origin: 'https://elsewhere.example' },
    });
    expect(response.status()).toBe(403);
  });

  test('refuses values outside the contract', async ({ request }) => {
    for (const [path, body] of [
      ['/api/metrics/graphql', { ...graphql, duration: 600_001 }],
      ['/api/metrics/graphql', { ...graphql, status: 'exploded' }],
      ['/api/metrics/activity', { userType: 'admin' }],
      ['/api/metrics/web-vitals', { ...webVital, name: 'FID' }],
      ['/api/metrics/web-vitals', { ...webVital, page: 'https://example.com/' }],
    ] as const) {
      const response = await request.post(path, { data: body });
      expect(response.status(), `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const notJson = await request.post('/api/metrics/activity', {
      data: '{"userType":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status()).toBe(400);
  });

  test('refuses a body over 4 KB', async ({ request }) => {
    const response = await request.post('/api/metrics/graphql', {
      data: { ...graphql, padding: 'x'.repeat(5000) },
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/larger than/);
  });
});
