import { describe, expect, it } from 'vitest';
import { createPageCache, PAGE_CACHE_TTL_MS } from './page-cache';

describe('page cache', () => {
  it('serves a stored page until its time is up, without cookies', async () => {
    let now = 0;
    const cache = createPageCache(() => now);
    const original = new Response('<h1>Trip</h1>', {
      status: 200,
      headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' },
    });
    const sent = await cache.put('/en/t/2|EUR', original);
    expect(await sent.text()).toBe('<h1>Trip</h1>');

    now += PAGE_CACHE_TTL_MS - 1;
    const hit = cache.get('/en/t/2|EUR');
    expect(await hit?.text()).toBe('<h1>Trip</h1>');
    expect(hit?.headers.get('set-cookie')).toBeNull();
    expect(cache.get('/en/t/2|ZAR')).toBeNull();

    now += 2;
    expect(cache.get('/en/t/2|EUR')).toBeNull();
  });
});
