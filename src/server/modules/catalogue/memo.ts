import { CACHE_TOPICS, type CacheTopic, cacheListening, onCacheChange } from '../../cache/invalidation';
import type { Database } from '../../db';

/**
 * A small per-process cache for data that changes rarely (reference data, the trip and
 * stay indexes, assembled trip details). Entries belong to one database handle, so tests
 * with their own database never see each other's data. Nothing is lost when a process
 * restarts: everything here is rebuilt from the database on demand.
 *
 * Stale while revalidate: an entry older than `ttlMs` is still answered while one reload
 * runs in the background, so no visitor waits for a rebuild of the big indexes; a failed
 * reload keeps the old value and is tried again on the next request.
 *
 * Each entry names the topic it is read from; a change announced for that topic, here or on
 * another instance, drops it at once (../../cache/invalidation, docs/decisions/028), so the
 * time to live only matters should a notification be lost.
 */
interface Entry {
  topic: CacheTopic;
  expires: number;
  value: Promise<unknown>;
  refreshing: boolean;
}

/** How long an entry is trusted without a change notification (docs/decisions/010, 028). */
export const CATALOGUE_TTL_MS = 60_000;
/** Per database; the oldest entries go first, so ids nobody asks for twice cannot grow it. */
const MAX_ENTRIES = 5_000;

let caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    const created = new Map<string, Entry>();
    for (const topic of CACHE_TOPICS) {
      onCacheChange(db, [topic], () => {
        for (const [key, entry] of created) if (entry.topic === topic) created.delete(key);
      });
    }
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

export function memo<T>(
  db: Database,
  key: string,
  load: () => PromiseLike<T>,
  {
    topic = 'catalogue',
    ttlMs = CATALOGUE_TTL_MS,
    now = Date.now,
  }: { topic?: CacheTopic; ttlMs?: number; now?: () => number } = {},
): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit) {
    if (hit.expires <= now() && !hit.refreshing) {
      hit.refreshing = true;
      cacheListening(db)
        .then(load)
        .then(
          (value) => {
            if (cache.get(key) === hit)
              cache.set(key, { topic, expires: now() + ttlMs, value: Promise.resolve(value), refreshing: false });
          },
          () => {
            hit.refreshing = false;
          },
        );
    }
    return hit.value as Promise<T>;
  }
  // Loaded once this process hears changes, and settled once here: a lazy query (a Drizzle
  // builder) would run again on every await.
  const value = cacheListening(db).then(load);
  const entry: Entry = { topic, expires: now() + ttlMs, value, refreshing: false };
  cache.set(key, entry);
  // A failed first load must not be answered again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return value;
}

/** Drops cached catalogue data: of one database, or of all (after an admin edit, in tests). */
export function clearCatalogueCache(db?: Database): void {
  if (db) caches.get(db)?.clear();
  else caches = new WeakMap();
}
