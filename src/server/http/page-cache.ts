import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FILTER_KEYS } from '~/server/modules/trips/trips.filters';

/**
 * A short-lived copy of rendered catalogue pages per instance, so a popular page is
 * rendered once a minute instead of on every view (a CDN does the same in front of
 * us; this covers direct traffic and CDN misses). Only responses marked cacheable
 * for everyone are kept, keyed by address and the visitor's currency, and only for
 * addresses whose query parameters a page reads (anything else would let every
 * random parameter add an entry). Concurrent requests for one address share one
 * render, and the copies together stay under a byte budget (decision 017).
 */
type Encoding = 'br' | 'gzip' | 'identity';

/** A cached answer in one encoding, ready to be written as it is. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

interface Entry {
  storedAt: number;
  status: number;
  headers: Record<string, string>;
  /** Filled on demand: the encodings clients asked for so far. */
  answers: Partial<Record<Encoding, CachedAnswer>>;
  bytes: number;
  hits: number;
  /** Set once the brotli copy was redone at the best quality (popular pages only). */
  polished: boolean;
}

export const PAGE_CACHE_TTL_MS = 60_000;
/** All copies together (bodies in every encoding kept); the least recently used go first. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Keys, headers and bookkeeping of one entry, roughly. */
const ENTRY_OVERHEAD_BYTES = 2_048;
/** Hits after which a page's brotli copy is redone at quality 11, off the main thread. */
const POLISH_AFTER_HITS = 2;

/**
 * Query parameters some page reads (filters, paging, search, the wizard's steps, tracking
 * and referral codes). An address with any other parameter is rendered but never stored.
 */
const PAGE_QUERY_KEYS: ReadonlySet<string> = new Set([
  ...FILTER_KEYS.filter((key) => key !== 'offset' && key !== 'limit'),
  'page',
  'q',
  'personalising',
  'trip',
  'step',
  'sub',
  'sent',
  'invite',
  'gclid',
  'fbclid',
]);

/** True when every parameter of the query (a search string, '' or '?…') is one a page reads. */
export function isCacheableQuery(search: string): boolean {
  if (search === '' || search === '?') return true;
  for (const key of new URLSearchParams(search).keys()) {
    if (!PAGE_QUERY_KEYS.has(key) && !/^utm_[a-z]{1,20}$/.test(key)) return false;
  }
  return true;
}

/** The best encoding the client accepts among ours (a q=0 refusal counts as not accepted). */
export function pickEncoding(acceptEncoding: string | null): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

// On the request path only fast levels: brotli 11 costs ~90 ms for a catalogue page,
// quality 5 ~1.5 ms for a few per cent more bytes. Popular pages are polished later.
const FAST = {
  br: (body: Uint8Array) =>
    brotliCompressSync(body, {
      // A 128 kB window (not 4 MiB): same bytes for our pages, far less to set up (server.mjs).
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 17 },
    }),
  gzip: (body: Uint8Array) => gzipSync(body, { level: 6 }),
};

export interface PageCacheOptions {
  now?: () => number;
  maxBytes?: number;
}

export function createPageCache(options: PageCacheOptions | (() => number) = {}) {
  const { now = Date.now, maxBytes = PAGE_CACHE_MAX_BYTES } =
    typeof options === 'function' ? { now: options } : options;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<void>>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  /** Counts `bytes` more for `entry`, dropping the least recently used others to stay in budget. */
  function grow(entry: Entry, bytes: number) {
    entry.bytes += bytes;
    totalBytes += bytes;
    for (const [key, oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      if (oldest !== entry) remove(key);
    }
  }

  function answer(entry: Entry, body: Uint8Array, encoding: Encoding): CachedAnswer {
    return {
      status: entry.status,
      headers: {
        ...entry.headers,
        ...(encoding !== 'identity' && { 'content-encoding': encoding }),
        'content-length': String(body.byteLength),
      },
      body,
    };
  }

  function encoded(entry: Entry, encoding: Encoding): CachedAnswer {
    const ready = entry.answers[encoding];
    if (ready) return ready;
    const identity = entry.answers.identity as CachedAnswer;
    const made = answer(entry, FAST[encoding as 'br' | 'gzip'](identity.body), encoding);
    entry.answers[encoding] = made;
    grow(entry, made.body.byteLength);
    return made;
  }

  /** Redoes the brotli copy of a popular page at the best quality in the thread pool. */
  function polish(key: string, entry: Entry) {
    entry.polished = true;
    const identity = entry.answers.identity as CachedAnswer;
    brotliCompress(identity.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, (error, body) => {
      if (error || entries.get(key) !== entry) return;
      const previous = entry.answers.br?.body.byteLength ?? 0;
      entry.answers.br = answer(entry, body, 'br');
      grow(entry, body.byteLength - previous);
    });
  }

  /** The stored answer in the best encoding the client accepts; nothing is copied. */
  function lookup(key: string, acceptEncoding: string | null | undefined): CachedAnswer | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt > PAGE_CACHE_TTL_MS) {
      remove(key);
      return null;
    }
    // Most recently used last, so the byte budget drops the forgotten pages first.
    entries.delete(key);
    entries.set(key, entry);
    entry.hits += 1;
    const encoding = pickEncoding(acceptEncoding ?? null);
    if (encoding === 'br' && !entry.polished && entry.hits >= POLISH_AFTER_HITS) polish(key, entry);
    return encoded(entry, encoding);
  }

  function get(key: string, acceptEncoding: string | null): Response | null {
    const found = lookup(key, acceptEncoding);
    return found && new Response(found.body.slice(0), { status: found.status, headers: found.headers });
  }

  /**
   * Stores a copy and returns a response to send (the original body is consumed), already
   * compressed for `acceptEncoding` when the copy was kept.
   */
  async function put(key: string, response: Response, acceptEncoding: string | null = null): Promise<Response> {
    const identity = new Uint8Array(await response.arrayBuffer());
    const headers = Object.fromEntries(
      [...response.headers.entries()].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
    );
    headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
    const bytes = ENTRY_OVERHEAD_BYTES + key.length + identity.byteLength;
    if (bytes <= maxBytes / 8) {
      remove(key);
      const entry: Entry = {
        storedAt: now(),
        status: response.status,
        headers,
        answers: {},
        bytes: 0,
        hits: 0,
        polished: false,
      };
      entry.answers.identity = answer(entry, identity, 'identity');
      entries.set(key, entry);
      grow(entry, bytes);
      const encoding = pickEncoding(acceptEncoding);
      if (encoding !== 'identity') {
        const sent = encoded(entry, encoding);
        return new Response(sent.body.slice(0), { status: sent.status, headers: sent.headers });
      }
    }
    return new Response(identity.slice(0), { status: response.status, headers: response.headers });
  }

  return {
    lookup,
    get,
    put,

    /**
     * Answers from the copy, or renders once however many requests for `key` arrive
     * meanwhile: they wait for the first render and take what it stored (or render
     * themselves when it stored nothing, e.g. an error page).
     */
    async serve(key: string, acceptEncoding: string | null, render: () => Promise<Response>): Promise<Response> {
      const hit = get(key, acceptEncoding);
      if (hit) return hit;
      const running = rendering.get(key);
      if (running) {
        await running;
        return get(key, acceptEncoding) ?? render();
      }
      const { promise, resolve } = Promise.withResolvers<void>();
      rendering.set(key, promise);
      try {
        return await render();
      } finally {
        rendering.delete(key);
        resolve();
      }
    },

    /** Bytes held now (bodies in every encoding plus bookkeeping). */
    size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes: totalBytes };
    },

    clear(): void {
      entries.clear();
      totalBytes = 0;
    },
  };
}

/** Where the built app offers its page cache to `server.mjs`, which answers hits before Astro. */
export const PAGE_CACHE_HOOK = Symbol.for('kuyenda.page-cache');

/** What `server.mjs` calls for a GET: the cached answer, or null to let Astro render. */
export type PageCacheHook = (pathAndQuery: string, headers: Pick<Headers, 'get'>) => CachedAnswer | null;

export const pageCacheKey = (pathAndQuery: string, currency: string) => `${pathAndQuery}|${currency}`;
