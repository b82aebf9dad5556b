// The production server: Astro's built handler behind compression, on HOST:PORT.
// `npm start` runs scripts/start.mjs, which builds, migrates and seeds, then runs this
// file as a child it restarts when it dies (scripts/supervise.mjs). No request may end
// the process: every path below answers 4xx/5xx and logs (decision 017).
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('./dist/server/entry.mjs');
// Astro loads the app's middleware on the first request; load it now, so the hooks it
// offers (page cache, security headers) are there for the very first answer.
await import('./dist/server/virtual_astro_middleware.mjs').catch((error) =>
  console.warn('[server] middleware not preloaded:', error.message),
);

// Every answer written here carries the site's security headers (a route's own win).
const SECURITY_HEADERS_HOOK = Symbol.for('kuyenda.security-headers');
const securityHeaders = globalThis[SECURITY_HEADERS_HOOK] ?? {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const securityEntries = Object.entries(securityHeaders);

const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);

// Brotli or gzip for HTML, JSON, JS, CSS and SVG; tiny bodies are not worth it. Brotli's
// default quality (11) costs tens of milliseconds per page; 5 is nearly as small and fast.
// Its default 4 MiB window made setting up each response's encoder cost more than the page
// itself (~7 of a trip page's 12 ms of CPU); 128 kB gives the same bytes for our pages.
const compress = compression({
  threshold: 512,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 17 } },
});

// Catalogue pages rendered in the last minute are answered here, already compressed,
// before Astro builds a request for them (src/server/http/page-cache.ts).
const PAGE_CACHE_HOOK = Symbol.for('kuyenda.page-cache');
// Only plain origin-form paths ("/en/t/2?…"): "//x", "/\\x" or "*" are left to Astro.
const PAGE_PATH = /^\/(?:en|de)(?:[/?]|$)/;
function answerFromPageCache(req, res) {
  const lookup = globalThis[PAGE_CACHE_HOOK];
  if (req.method !== 'GET' || !lookup || !PAGE_PATH.test(req.url ?? '')) return false;
  // The address as Astro sees it (origin + path), so the key is the one the middleware stored.
  const url = URL.parse(`http://localhost${req.url}`);
  if (!url) return false;
  const { pathname, search } = url;
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

/** The last resort for a request whose handling threw: 500 if nothing was sent yet, else cut. */
function failed(req, res, error) {
  console.error(`[server] ${req.method} ${JSON.stringify(req.url)} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end('Internal Server Error');
}

// A Host that is no host[:port] (HTTP/1.1 must send one) is refused here, with our headers,
// rather than by Node without them or by Astro with a logged error ("user@evil", "a b").
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;
const badHost = (req) =>
  req.headers.host === undefined
    ? req.httpVersionMajor === 1 && req.httpVersionMinor >= 1
    : !VALID_HOST.test(req.headers.host);

const server = http.createServer({ requireHostHeader: false }, (req, res) => {
  try {
    for (const [name, value] of securityEntries) res.setHeader(name, value);
    if (badHost(req)) {
      res.writeHead(400, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
      });
      res.end('Bad Request');
      return;
    }
    if (answerPrecompressed(req, res) || answerFromPageCache(req, res)) return;
    compress(req, res, () => {
      Promise.resolve()
        .then(() => handler(req, res))
        .catch((error) => failed(req, res, error));
    });
  } catch (error) {
    failed(req, res, error);
  }
});
// Requests Node's parser refuses (bad bytes, huge headers, too slow) get a plain answer
// with our headers, as Node's default would but without them.
const plainAnswer = (status) =>
  [
    `HTTP/1.1 ${status}`,
    'content-type: text/plain; charset=utf-8',
    ...securityEntries.map(([name, value]) => `${name}: ${value}`),
    'cache-control: no-store',
    `content-length: ${Buffer.byteLength(status)}`,
    'connection: close',
    '',
    status,
  ].join('\r\n');
const PARSER_STATUS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(plainAnswer(PARSER_STATUS[error.code] ?? '400 Bad Request'));
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Site ready at http://${shown}:${port}/en/`);
  // Tells the supervisor (scripts/supervise.mjs) this start succeeded.
  process.send?.('ready');
  // Astro loads the app's middleware on the first request, and the middleware starts the
  // outbox worker (src/server/background.ts): ask once now so e-mails go out without a visit.
  const self = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  fetch(`http://${self}:${port}/api/health`).catch((error) =>
    console.warn('[server] warm-up request failed:', error.message),
  );
});

function shutDown(code) {
  server.close(() => process.exit(code));
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(code), 5_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutDown(0));

// A rejected promise nobody awaited is logged; the request it belonged to got its answer.
process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection:', reason));
// A thrown error nobody caught leaves the process in an unknown state: log it, stop
// taking requests and exit, and the supervisor (scripts/start.mjs) starts a fresh one.
process.on('uncaughtException', (error) => {
  console.error('[server] uncaught exception, restarting:', error);
  shutDown(1);
});
