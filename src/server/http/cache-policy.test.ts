import { describe, expect, it } from 'vitest';
import { CATALOGUE_HTML, defaultCacheControl, NO_STORE } from './cache-policy';

describe('defaultCacheControl', () => {
  it('never stores admin, API, quote, payment and traveller responses', () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/api/graphql',
      '/en/q/AB12-7',
      '/de/q/AB12-7/pay',
      '/en/q/AB12-7/t/3',
      '/en/q/pay/6f1c',
    ]) {
      expect(defaultCacheControl(path, 'GET', 200), path).toBe(NO_STORE);
    }
  });

  it('lets a CDN cache catalogue pages for an hour, stale while revalidating', () => {
    expect(defaultCacheControl('/en/t', 'GET', 200)).toBe(CATALOGUE_HTML);
    expect(CATALOGUE_HTML).toContain('s-maxage=3600');
    expect(CATALOGUE_HTML).toContain('stale-while-revalidate');
  });

  it('does not store answers to posts or server errors', () => {
    expect(defaultCacheControl('/en/contact', 'POST', 200)).toBe(NO_STORE);
    expect(defaultCacheControl('/en/t', 'GET', 500)).toBe(NO_STORE);
  });
});
