import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, isCacheableQuery, PAGE_CACHE_TTL_MS, pickEncoding } from './page-cache';

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

  it('renders a page once however many requests for it arrive at the same moment', async () => {
    const cache = createPageCache(() => 0);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return cache.put('/en/t/2|EUR', new Response(html, { headers: { 'content-type': 'text/html' } }), 'br');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.serve('/en/t/2|EUR', 'br', render)));
    expect(renders).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(html);
    }
  });

  it('lets each waiting request render itself when the first stored nothing (an error page)', async () => {
    const cache = createPageCache(() => 0);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response('oops', { status: 500 });
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => cache.serve('k', null, render)));
    expect(answers.map((answer) => answer.status)).toEqual([500, 500, 500]);
    expect(renders).toBe(3);
  });

  it('stays within its byte budget, dropping the least recently used pages first', async () => {
    const maxBytes = 400_000;
    const cache = createPageCache({ now: () => 0, maxBytes });
    const page = (n: number) => `<p>${n}</p>${'x'.repeat(40_000)}`;
    await cache.put('first', new Response(page(0)));
    for (let n = 1; n <= 30; n += 1) {
      cache.lookup('first', 'br');
      await cache.put(`page-${n}`, new Response(page(n)), n % 2 ? 'br' : 'gzip');
      expect(cache.size().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.lookup('first', null)).not.toBeNull();
    expect(cache.lookup('page-1', null)).toBeNull();
    expect(cache.lookup('page-30', null)).not.toBeNull();
    expect(cache.size().entries).toBeLessThan(31);
  });

  it('does not keep a page bigger than an eighth of its budget', async () => {
    const cache = createPageCache({ now: () => 0, maxBytes: 80_000 });
    const sent = await cache.put('big', new Response('y'.repeat(20_000)), 'br');
    expect(await sent.text()).toBe('y'.repeat(20_000));
    expect(cache.lookup('big', null)).toBeNull();
  });

  it('keys only addresses whose query parameters a page reads', () => {
    expect(isCacheableQuery('')).toBe(true);
    expect(isCacheableQuery('?countries=botswana&sort=price-asc&page=2')).toBe(true);
    expect(isCacheableQuery('?utm_source=newsletter&invite=abc123')).toBe(true);
    expect(isCacheableQuery('?q=delta')).toBe(true);
    expect(isCacheableQuery('?x=1')).toBe(false);
    expect(isCacheableQuery('?q=delta&cachebust=123')).toBe(false);
    expect(isCacheableQuery('?newsletter_email=a%40b.example')).toBe(false);
  });

  it('compresses a popular page again at the best quality, off the request path', async () => {
    const page = Array.from({ length: 400 }, (_, n) => `<li>Camp ${n * 7919} by the river</li>`).join('');
    const cache = createPageCache(() => 0);
    await cache.put('k', new Response(page), 'br');
    const fast = cache.lookup('k', 'br')?.body.byteLength ?? 0;
    cache.lookup('k', 'br');
    await expect.poll(() => cache.lookup('k', 'br')?.body.byteLength ?? 0).toBeLessThan(fast);
    const polished = cache.lookup('k', 'br');
    expect(brotliDecompressSync(Buffer.from(polished?.body ?? [])).toString()).toBe(page);
    expect(polished?.headers['content-length']).toBe(String(polished?.body.byteLength));
  });
});
