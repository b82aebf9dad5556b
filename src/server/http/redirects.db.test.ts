import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../tests/setup/test-database';
import { redirects } from '../db/schema';
import { createRedirectLookup, redirectResponse } from './redirects';

const database = setupTestDatabase();

describe('redirect table', () => {
  it('finds a path with or without a trailing slash, and reloads after its time to live', async () => {
    await database.db.insert(redirects).values({ fromPath: '/en/old', target: '/en/new', statusCode: 301 });
    let now = 0;
    const find = createRedirectLookup(
      async () => database.db,
      () => now,
    );
    expect(await find('/en/old/')).toEqual({ target: '/en/new', statusCode: 301 });
    expect(await find('/en/other')).toBeNull();

    await database.db
      .insert(redirects)
      .values({ fromPath: '/en/other', target: 'https://partner.example/x', statusCode: 302 });
    expect(await find('/en/other')).toBeNull(); // still the cached table
    now += 31_000;
    expect(await find('/en/other')).toEqual({ target: 'https://partner.example/x', statusCode: 302 });
  });

  it('keeps the query on site paths and sends absolute targets off the site unchanged', () => {
    const local = redirectResponse({ target: '/en/new', statusCode: 301 }, '?utm_source=x');
    expect(local?.status).toBe(301);
    expect(local?.headers.get('location')).toBe('/en/new?utm_source=x');
    const away = redirectResponse({ target: 'https://partner.example/x', statusCode: 302 }, '?a=1');
    expect(away?.headers.get('location')).toBe('https://partner.example/x');
  });

  it('ignores a row whose relative target is not a safe same-site path', () => {
    for (const target of ['//evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example', 'evil']) {
      expect(redirectResponse({ target, statusCode: 301 }, '')).toBeNull();
    }
  });
});
