// The production server: Astro's built handler behind compression, on HOST:PORT.
// `npm start` runs scripts/start.mjs, which builds, migrates and seeds before this.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('./dist/server/entry.mjs');

const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);

// Brotli or gzip for HTML, JSON, JS, CSS and SVG; tiny bodies are not worth it. Brotli's
// default quality (11) costs tens of milliseconds per page; 5 is nearly as small and fast.
const compress = compression({
  threshold: 512,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
});

// Catalogue pages rendered in the last minute are answered here, already compressed,
// before Astro builds a request for them (src/server/http/page-cache.ts).
const PAGE_CACHE_HOOK = Symbol.for('kuyenda.page-cache');
function answerFromPageCache(req, res) {
  const lookup = globalThis[PAGE_CACHE_HOOK];
  if (req.method !== 'GET' || !lookup || !req.url?.startsWith('/')) return false;
  const { pathname, search } = new URL(req.url, 'http://localhost');
  // Read in place, no copy: Node keeps names lower-cased; Headers.get ignores case, so lower them.
  const headers = { get: (name) => req.headers[name.toLowerCase()] ?? null };
  const hit = lookup(`${pathname}${search}`, headers);
  if (!hit) return false;
  res.writeHead(hit.status, hit.headers);
  res.end(hit.body);
  return true;
}

// Built scripts and styles with their brotli copy from the build (integrations/precompress.mjs),
// held in memory and sent as they are to browsers that accept brotli.
const ASTRO_DIR = new URL('./dist/client/_astro/', import.meta.url);
const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml' };
const precompressed = new Map(
  readdirSync(ASTRO_DIR)
    .filter((name) => name.endsWith('.br'))
    .map((name) => {
      const original = name.slice(0, -'.br'.length);
      const type = TYPES[original.split('.').pop()];
      return [`/_astro/${original}`, { type, body: readFileSync(new URL(name, ASTRO_DIR)) }];
    })
    .filter(([, file]) => file.type),
);
const acceptsBrotli = (header = '') =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === 'br' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
function answerPrecompressed(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = precompressed.get(req.url ?? '');
  if (!file || !acceptsBrotli(req.headers['accept-encoding'])) return false;
  res.writeHead(200, {
    'content-type': file.type,
    'content-encoding': 'br',
    'content-length': file.body.byteLength,
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : file.body);
  return true;
}

const server = http.createServer((req, res) => {
  if (answerPrecompressed(req, res) || answerFromPageCache(req, res)) return;
  compress(req, res, () => handler(req, res));
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Site ready at http://${shown}:${port}/en/`);
  // Astro loads the app's middleware on the first request, and the middleware starts the
  // outbox worker (src/server/background.ts): ask once now so e-mails go out without a visit.
  const self = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  fetch(`http://${self}:${port}/api/health`).catch((error) =>
    console.warn('[server] warm-up request failed:', error.message),
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
