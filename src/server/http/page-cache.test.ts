import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, PAGE_CACHE_TTL_MS, pickEncoding } from './page-cache';

const html = `<h1>Trip</h1>${'<p>Okavango Delta by mokoro.</p>'.repeat(50)}`;

describe('page cache', () => {
  it('serves a stored page until its time is up, without cookies', async () => {
    let now = 0;
    const cache = createPageCache(() => now);
    const original = new Response(html, { status: 200, headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } });
    const sent = await cache.put('/en/t/2|EUR', original);
    expect(await sent.text()).toBe(html);

    now += PAGE_CACHE_TTL_MS - 1;
    const hit = cache.get('/en/t/2|EUR', null);
    expect(await hit?.text()).toBe(html);
    expect(hit?.headers.get('set-cookie')).toBeNull();
    expect(cache.get('/en/t/2|ZAR', null)).toBeNull();

    now += 2;
    expect(cache.get('/en/t/2|EUR', null)).toBeNull();
  });

  it('answers hits already compressed in the encoding the browser prefers', async () => {
    const cache = createPageCache(() => 0);
    await cache.put('k', new Response(html, { headers: { 'content-type': 'text/html' } }));
    const br = cache.get('k', 'gzip, deflate, br');
    expect(br?.headers.get('content-encoding')).toBe('br');
    expect(br?.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await (br as Response).arrayBuffer())).toString()).toBe(html);
    const gzip = cache.get('k', 'gzip');
    expect(gunzipSync(Buffer.from(await (gzip as Response).arrayBuffer())).toString()).toBe(html);
    expect(cache.get('k', null)?.headers.get('content-encoding')).toBeNull();
  });

  it('keeps ready answers per encoding for the server to write as they are', async () => {
    const cache = createPageCache(() => 0);
    await cache.put('k', new Response(html, { headers: { 'content-type': 'text/html', vary: 'Cookie' } }));
    const br = cache.lookup('k', 'br');
    expect(br?.status).toBe(200);
    expect(br?.headers).toMatchObject({
      'content-type': 'text/html',
      'content-encoding': 'br',
      vary: 'Cookie, Accept-Encoding',
      'content-length': String(br?.body.byteLength),
    });
    expect(cache.lookup('k', undefined)?.headers['content-encoding']).toBeUndefined();
    expect(cache.lookup('other', 'br')).toBeNull();
  });

  it('picks encodings by what is accepted', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('BR')).toBe('br');
  });
});
