import { type APIResponse, expect, test } from '@playwright/test';
import { HOSTILE_RETURN_PATHS } from '../fixtures/hostile-return-paths';

/**
 * Issue 9 items 4, 5 and 7 over real HTTP: every redirecting endpoint keeps its Location on
 * the site, every form refuses NUL with a message, and every endpoint answers a malformed
 * body with a 4xx, never a 500.
 */

/** As they arrive in an address, percent-encoded by the attacker (decoded once by the server). */
const RAW_RETURNS = [
  '/%09/evil.example/',
  '/%0A/x',
  '/%0D/x',
  '/%00/x',
  '/%E3%80%82/x',
  '/%EF%BC%8F/evil.example',
  '//evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  'https:%2F%2Fevil.example',
  'javascript:alert(1)',
  '%',
];

function expectSameSite(response: APIResponse, what: string) {
  expect(response.status(), what).toBeLessThan(500);
  const location = response.headers()['location'];
  if (response.status() >= 300 && response.status() < 400) {
    expect(location, what).toBeTruthy();
    expect(location, what).toMatch(/^[\x21-\x7e]+$/);
    const base = new URL(response.url());
    expect(new URL(location ?? '', base).origin, what).toBe(base.origin);
    expect(location, what).toMatch(/^\/(?![/\\])/);
  }
}

/** Posts come from our own pages (Astro refuses cross-site form posts with 403 first). */
const ORIGIN = `http://127.0.0.1:${process.env['E2E_PORT'] ?? 4410}`;

const returns = [...HOSTILE_RETURN_PATHS.map((value) => encodeURIComponent(value)), ...RAW_RETURNS];

test.describe('every redirect stays on the site', () => {
  test('the currency switch', async ({ request }) => {
    for (const value of returns) {
      const response = await request.get(`/api/currency?code=EUR&return=${value}`, { maxRedirects: 0 });
      // A lone "%" makes the address itself malformed: the server refuses it before routing.
      expect(response.status(), value).toBe(value === '%' ? 400 : 303);
      expectSameSite(response, value);
    }
  });

  test('the newsletter form', async ({ request }) => {
    for (const value of returns) {
      const response = await request.post('/api/newsletter', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        data: `language=en&email=&return=${value}`,
        maxRedirects: 0,
      });
      expect(response.status(), value).toBe(303);
      expectSameSite(response, value);
    }
  });

  test('the pages that redirect to a cleaned address, the redirect table and the root', async ({ request }) => {
    const paths = returns.flatMap((value) => [
      `/en/p?page=${value}`,
      `/en/p?q=${value}&page=99`,
      `/en/d?page=${value}`,
      `/en/t?page=${value}`,
      `/en/t?utm_source=${value}&page=99`,
      `/en/search?q=${value}`,
      `/en/trips?next=${value}`,
      `/?return=${value}`,
    ]);
    for (const path of paths) expectSameSite(await request.get(path, { maxRedirects: 0 }), path);
  });
});

test('pages that read text from their address answer NUL and broken UTF-8 without an error', async ({ request }) => {
  for (const bad of ['a%00bcd', '%00%00%00', 'ok%ED%A0%80ay', 'sa%07fari']) {
    for (const path of [
      `/en/search/all/${bad}`,
      `/en/search/topics/${bad}`,
      `/de/search/destinations/${bad}`,
      `/en/p?q=${bad}`,
      `/en/d?q=${bad}`,
      `/en/t?q=${bad}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
    }
  }
});

const month = new Date().toISOString().slice(0, 7);
const FORMS = [
  {
    path: '/en/contact',
    fields: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '+34600504050', message: 'Hi' },
  },
  {
    path: '/de/a/botswana',
    fields: {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '+34600504050',
      month,
      duration: 'ONE_WEEK',
      adults: '2',
      child1: '02-04-2018',
      promoCode: 'X',
      comments: 'Hi',
    },
  },
];
const TEXT_MESSAGE = { en: 'This contains characters that cannot be stored', de: 'Dieser Text enthält Zeichen' };

test.describe('every form refuses NUL in each field with a message in the visitor’s language', () => {
  for (const form of FORMS) {
    test(form.path, async ({ request }) => {
      const language = form.path.startsWith('/de/') ? 'de' : 'en';
      for (const field of Object.keys(form.fields)) {
        const data = new URLSearchParams({ ...form.fields, [field]: 'Ana\u0000' }).toString();
        const response = await request.post(form.path, {
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
          data,
          maxRedirects: 0,
        });
        expect(response.status(), field).toBe(400);
        expect(await response.text(), field).toContain(TEXT_MESSAGE[language]);
      }
    });
  }

  test('the newsletter', async ({ request }) => {
    const response = await request.post('/api/newsletter', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      data: 'language=de&return=%2Fde%2F&email=a%00%40example.com',
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/de/?newsletter=text&newsletter_email=#newsletter');
    const page = await request.get('/de/?newsletter=text&newsletter_email=');
    expect(await page.text()).toContain(TEXT_MESSAGE.de);
  });
});

const FORM_POSTS = ['/api/newsletter', '/en/contact', '/en/a/botswana'];
const JSON_POSTS = [
  '/api/graphql',
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/feature-flags',
  '/api/metrics/activity',
  '/api/metrics/graphql',
  '/api/metrics/web-vitals',
];
const OTHER = ['/api/currency', '/api/health'];
const huge = 'a='.padEnd(3 * 1024 * 1024, 'x');
const BODIES: { name: string; type?: string; body?: string | Buffer }[] = [
  { name: 'empty, no type' },
  { name: 'empty form', type: 'application/x-www-form-urlencoded', body: '' },
  { name: 'empty JSON', type: 'application/json', body: '' },
  { name: 'JSON', type: 'application/json', body: '{"email":"a@example.com"}' },
  { name: 'a JSON array', type: 'application/json', body: '[1,2]' },
  { name: 'a form', type: 'application/x-www-form-urlencoded', body: 'email=a%40example.com' },
  { name: 'invalid UTF-8 as a form', type: 'application/x-www-form-urlencoded', body: Buffer.from([0x65, 0x3d, 0xff]) },
  { name: 'invalid UTF-8 as JSON', type: 'application/json', body: Buffer.from([0x22, 0xff, 0x22]) },
  { name: 'a broken multipart body', type: 'multipart/form-data; boundary=x', body: '--x\r\nnonsense' },
  { name: 'text', type: 'text/plain', body: 'hello' },
  { name: 'huge form', type: 'application/x-www-form-urlencoded', body: huge },
  { name: 'huge JSON', type: 'application/json', body: `{"a":"${huge}"}` },
];

test.describe('every endpoint answers a malformed body with a client error, never a 500', () => {
  for (const path of [...FORM_POSTS, ...JSON_POSTS, ...OTHER]) {
    test(path, async ({ request }) => {
      for (const { name, type, body } of BODIES) {
        const response = await request.post(path, {
          headers: { origin: ORIGIN, ...(type ? { 'content-type': type } : {}) },
          ...(body === undefined ? {} : { data: body }),
          maxRedirects: 0,
        });
        const status = response.status();
        expect(status, `${path}: ${name}`).toBeLessThan(500);
        if (FORM_POSTS.includes(path) && !['empty form', 'a form'].includes(name)) {
          expect([400, 413, 415], `${path}: ${name} → ${status}`).toContain(status);
          expect((await response.text()).length, `${path}: ${name} has a message`).toBeGreaterThan(0);
        }
      }
    });
  }

  test('a landing form whose hidden id is not valid gets a fresh one', async ({ request }) => {
    const response = await request.post('/en/a/botswana', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      data: new URLSearchParams({
        firstName: '',
        lastName: 'Lopez',
        email: 'x@example.com',
        submissionId: '1e15',
      }).toString(),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const id = /name="submissionId" value="([^"]*)"/.exec(await response.text())?.[1];
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
