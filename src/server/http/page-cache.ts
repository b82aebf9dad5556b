import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A short-lived copy of rendered catalogue pages per instance, so a popular page is
 * rendered once a minute instead of on every view (a CDN does the same in front of
 * us; this covers direct traffic and CDN misses). Only responses marked cacheable
 * for everyone are kept, keyed by address and the visitor's currency. The copy is
 * kept compressed too, so a hit costs neither rendering nor compression.
 */
interface Entry {
  storedAt: number;
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding, Uint8Array>;
}

type Encoding = 'br' | 'gzip' | 'identity';

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

  return {
    get(key: string, acceptEncoding: string | null): Response | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.storedAt > PAGE_CACHE_TTL_MS) {
        entries.delete(key);
        return null;
      }
      const encoding = pickEncoding(acceptEncoding);
      const headers = new Headers(entry.headers);
      headers.append('vary', 'Accept-Encoding');
      if (encoding !== 'identity') headers.set('content-encoding', encoding);
      const body = entry.bodies[encoding];
      headers.set('content-length', String(body.byteLength));
      return new Response(body.slice(0), { status: entry.status, headers });
    },

    /** Stores a copy and returns a response to send (the original body is consumed). */
    async put(key: string, response: Response): Promise<Response> {
      const identity = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers.entries()].filter(
        ([name]) => name !== 'set-cookie' && name !== 'content-length',
      );
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, {
        storedAt: now(),
        status: response.status,
        headers,
        bodies: {
          identity,
          // Once a minute per page, so the smallest output is worth its time.
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(identity, { level: 9 }),
        },
      });
      return new Response(identity.slice(0), { status: response.status, headers: response.headers });
    },

    clear(): void {
      entries.clear();
    },
  };
}
