import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A short-lived copy of rendered catalogue pages per instance, so a popular page is
 * rendered once a minute instead of on every view (a CDN does the same in front of
 * us; this covers direct traffic and CDN misses). Only responses marked cacheable
 * for everyone are kept, keyed by address and the visitor's currency. The copy is
 * kept compressed too, so a hit costs neither rendering nor compression.
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
  answers: Record<Encoding, CachedAnswer>;
}

export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

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

export function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  /** The stored answer in the best encoding the client accepts; nothing is copied. */
  function lookup(key: string, acceptEncoding: string | null | undefined): CachedAnswer | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt > PAGE_CACHE_TTL_MS) {
      entries.delete(key);
      return null;
    }
    return entry.answers[pickEncoding(acceptEncoding ?? null)];
  }

  return {
    lookup,

    get(key: string, acceptEncoding: string | null): Response | null {
      const answer = lookup(key, acceptEncoding);
      return answer && new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
    },

    /** Stores a copy and returns a response to send (the original body is consumed). */
    async put(key: string, response: Response): Promise<Response> {
      const identity = new Uint8Array(await response.arrayBuffer());
      const headers = Object.fromEntries(
        [...response.headers.entries()].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
      );
      const vary = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
      const answer = (body: Uint8Array, encoding?: Encoding): CachedAnswer => ({
        status: response.status,
        headers: {
          ...headers,
          vary,
          ...(encoding && { 'content-encoding': encoding }),
          'content-length': String(body.byteLength),
        },
        body,
      });
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, {
        storedAt: now(),
        answers: {
          identity: answer(identity),
          // Once a minute per page, so the smallest output is worth its time.
          br: answer(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), 'br'),
          gzip: answer(gzipSync(identity, { level: 9 }), 'gzip'),
        },
      });
      return new Response(identity.slice(0), { status: response.status, headers: response.headers });
    },

    clear(): void {
      entries.clear();
    },
  };
}

/** Where the built app offers its page cache to `server.mjs`, which answers hits before Astro. */
export const PAGE_CACHE_HOOK = Symbol.for('kuyenda.page-cache');

/** What `server.mjs` calls for a GET: the cached answer, or null to let Astro render. */
export type PageCacheHook = (pathAndQuery: string, headers: Pick<Headers, 'get'>) => CachedAnswer | null;

export const pageCacheKey = (pathAndQuery: string, currency: string) => `${pathAndQuery}|${currency}`;
