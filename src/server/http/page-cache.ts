/**
 * A short-lived copy of rendered catalogue pages per instance, so a popular page is
 * rendered once a minute instead of on every view (a CDN does the same in front of
 * us; this covers direct traffic and CDN misses). Only responses marked cacheable
 * for everyone are kept, keyed by address and the visitor's currency.
 */
interface Entry {
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  return {
    get(key: string): Response | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.storedAt > PAGE_CACHE_TTL_MS) {
        entries.delete(key);
        return null;
      }
      return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
    },

    /** Stores a copy and returns a response to send (the original body is consumed). */
    async put(key: string, response: Response): Promise<Response> {
      const body = await response.arrayBuffer();
      const headers = [...response.headers.entries()].filter(([name]) => name !== 'set-cookie');
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { storedAt: now(), status: response.status, headers, body });
      return new Response(body.slice(0), { status: response.status, headers: response.headers });
    },

    clear(): void {
      entries.clear();
    },
  };
}
