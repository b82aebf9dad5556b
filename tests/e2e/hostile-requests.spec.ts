import net from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Raw request lines an attacker can send (issue 9, item 1): none may end the process.
 * Each goes over its own TCP connection, byte for byte as written, and must get an HTTP
 * answer (never a dropped connection) carrying our security headers; the server must
 * still answer /api/health after each one.
 */
const long = 'a'.repeat(6_000);
const PATHS = [
  '//',
  '///',
  '/\\',
  '//@',
  '//:',
  '//[',
  '//en/t/2',
  '/\\en',
  '//@evil.example/',
  '/%',
  '/%ZZ',
  '/en/%',
  '/en/t/%ZZ',
  '/en/t/2%00',
  '/en//t/2',
  '/en/t/2?utm_source=%ff%fe',
  '/en/t/2?%',
  '/en/search?q=%E0%A4%A',
  '/_astro/../../etc/passwd',
  '/_astro/%2e%2e/%2e%2e/package.json',
  '/_i18n/%2e%2e',
  `/en/${long}`,
  `/en/t/2?${'x=1&'.repeat(2_000)}`,
  '*',
  'http://x/',
  'http://x/en/t/2',
  'https://evil.example//',
  'en/t/2',
];

const request = (line: string, headers = 'Host: 127.0.0.1') => `${line}\r\n${headers}\r\nConnection: close\r\n\r\n`;
const RAW: [string, string][] = [
  ...PATHS.map((path): [string, string] => [`GET ${path.slice(0, 40)}`, request(`GET ${path} HTTP/1.1`)]),
  ...['HEAD /en/t/2', 'OPTIONS /en/', 'OPTIONS *', 'DELETE /en/t/2', 'PUT //', 'BREW /en/', 'PROPFIND /'].map(
    (line): [string, string] => [line, request(`${line} HTTP/1.1`)],
  ),
  ['path over 64 kB', request(`GET /en/${'b'.repeat(70_000)} HTTP/1.1`)],
  ['HTTP/1.0 without Host', 'GET /en/ HTTP/1.0\r\n\r\n'],
  ['HTTP/1.1 without Host', 'GET /en/ HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['empty Host', request('GET /en/ HTTP/1.1', 'Host: ')],
  ['Host [', request('GET /en/ HTTP/1.1', 'Host: [')],
  ['Host with space', request('GET /en/t/2 HTTP/1.1', 'Host: a b')],
  ['Host with bad port', request('GET // HTTP/1.1', 'Host: x:99999')],
  ['Host ../..', request('GET /en/ HTTP/1.1', 'Host: ../..')],
  ['Host @', request('GET // HTTP/1.1', 'Host: user@evil.example')],
  ['two Hosts', request('GET /en/ HTTP/1.1', 'Host: a\r\nHost: b')],
  ['control byte in a header', request('GET /en/ HTTP/1.1', 'Host: 127.0.0.1\r\nX-A: a\u0001b')],
  ['space in a header name', request('GET /en/ HTTP/1.1', 'Host: 127.0.0.1\r\nX A: b')],
  ['NUL in the path', request('GET /en/\u0000 HTTP/1.1')],
  ['Latin-1 bytes in the path', request('GET /en/t/\u00ff\u00fe HTTP/1.1')],
  ['HTTP/9.9', request('GET /en/ HTTP/9.9')],
  ['no version', 'GET /en/\r\n\r\n'],
  ['garbage', '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003\r\n\r\n'],
  ['header over 64 kB', request('GET /en/ HTTP/1.1', `Host: 127.0.0.1\r\nX-Big: ${'c'.repeat(70_000)}`)],
  ['bad Accept-Encoding', request('GET /en/t/2 HTTP/1.1', 'Host: 127.0.0.1\r\nAccept-Encoding: br;q=x,,,;;')],
  ['bad cookie', request('GET /en/t/2 HTTP/1.1', 'Host: 127.0.0.1\r\nCookie: currency=%E0%A4%A; =; ;;')],
  ['bad Accept-Language', request('GET / HTTP/1.1', 'Host: 127.0.0.1\r\nAccept-Language: *;q=;,,-')],
  [
    'POST with a negative length',
    request('POST /api/graphql HTTP/1.1', 'Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: -1'),
  ],
  [
    'broken chunked body',
    'POST /api/graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  ],
  [
    'length and chunked together',
    'POST // HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
  ],
];

/** Sends `raw` as bytes (latin1, so "\u00ff" is one byte 0xff) and reads until the server closes. */
function send(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error('no answer within 15 s'));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) =>
      chunks.length > 0 ? resolve(Buffer.concat(chunks).toString('latin1')) : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    // Written, not ended: a half-closed socket lets Node drop a request still being answered.
    socket.write(Buffer.from(raw, 'latin1'));
  });
}

test.describe('hostile raw requests', () => {
  test('every request gets an HTTP answer with our headers and the server keeps serving', async ({
    baseURL,
    request: api,
  }) => {
    test.setTimeout(180_000);
    const port = Number(new URL(baseURL as string).port);
    for (const [name, raw] of RAW) {
      const answer = await send(port, raw);
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(answer)?.[1];
      expect(status, `${name}: ${JSON.stringify(answer.slice(0, 200))}`).toMatch(/^[2-5]\d\d$/);
      const head = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase();
      expect(head, name).toContain('x-content-type-options: nosniff');
      const health = await api.get('/api/health');
      expect(health.status(), `health after ${name}`).toBe(200);
    }
  });

  test('built scripts and the page cache answer with the security headers too', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/_astro\/[^/]+\.js$/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/en/t/2');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    for (const encoding of ['br', 'identity']) {
      const script = await request.get(scripts[0] as string, { headers: { 'accept-encoding': encoding } });
      expect(script.headers()['x-content-type-options'], encoding).toBe('nosniff');
    }
    // The second request is a cache hit, written by server.mjs before Astro sees it.
    const hit = await request.get('/en/t/2', { headers: { 'accept-encoding': 'br' } });
    expect(hit.headers()['x-content-type-options']).toBe('nosniff');
    expect(hit.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('an address with a parameter no page reads is rendered every time, never stored', async ({ request }) => {
    // A stored page is written whole by server.mjs (content-length); a render streams (chunked).
    const stored = async (path: string) => {
      await request.get(path, { headers: { 'accept-encoding': 'br' } });
      const again = await request.get(path, { headers: { 'accept-encoding': 'br' } });
      expect(again.status()).toBe(200);
      return again.headers()['content-length'] !== undefined;
    };
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    expect(await stored(`/en/t/2?utm_source=e2e-${unique}`)).toBe(true);
    expect(await stored(`/en/t/2?cachebust=${unique}`)).toBe(false);
    expect(await stored(`/en/t/2?utm_source=e2e-${unique}&cachebust=1`)).toBe(false);
  });
});
