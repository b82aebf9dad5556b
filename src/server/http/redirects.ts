import { announceChange, cacheListening, onCacheChange } from '../cache/invalidation';
import type { Database } from '../db';
import { redirects } from '../db/schema';
import { isSafeReturnPath, safeReturnPath } from './return-path';

export interface Redirect {
  target: string;
  statusCode: number;
}

/**
 * How long an instance trusts its copy of the redirect table without a change notification
 * (docs/decisions/006, 028): a backstop, as every write announces the 'redirects' topic.
 */
const TTL_MS = 30_000;

/**
 * The redirect table, read once per instance and again when a redirect changes on any
 * instance (or after 30 s at the latest): a lookup on every request would cost a query
 * per page view, and the table changes rarely.
 */
export function createRedirectLookup(db: () => Promise<Database>, now: () => number = Date.now) {
  let cache: { loadedAt: number; table: Map<string, Redirect> } | undefined;
  let loading: Promise<Map<string, Redirect>> | undefined;
  let subscribed: Database | undefined;
  /** Counts announced changes: a load that began before one must not be kept. */
  let generation = 0;

  async function load(): Promise<Map<string, Redirect>> {
    const database = await db();
    if (subscribed !== database) {
      subscribed = database;
      onCacheChange(database, ['redirects'], () => {
        generation += 1;
        cache = undefined;
      });
    }
    await cacheListening(database);
    const started = generation;
    const rows = await database.select().from(redirects);
    const table = new Map(rows.map((row) => [row.fromPath, { target: row.target, statusCode: row.statusCode }]));
    if (started === generation) cache = { loadedAt: now(), table };
    return table;
  }

  return async function findRedirect(pathname: string): Promise<Redirect | null> {
    if (!cache || now() - cache.loadedAt > TTL_MS) {
      loading ??= load().finally(() => {
        loading = undefined;
      });
      return (await loading).get(normalisePath(pathname)) ?? null;
    }
    return cache.table.get(normalisePath(pathname)) ?? null;
  };
}

/** Adds or replaces the redirect from `fromPath` and tells every instance (decision 028). */
export async function saveRedirect(db: Database, redirect: Redirect & { fromPath: string }): Promise<void> {
  const fromPath = normalisePath(redirect.fromPath);
  await db
    .insert(redirects)
    .values({ fromPath, target: redirect.target, statusCode: redirect.statusCode })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { target: redirect.target, statusCode: redirect.statusCode },
    });
  await announceChange(db, 'redirects');
}

/** Paths match without a trailing slash (except the root). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** An absolute http(s) target as the URL parser writes it; null when it is not one. */
function absoluteTarget(target: string): string | null {
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    return new URL(target).href;
  } catch {
    return null;
  }
}

/**
 * A Location for the redirect: absolute http(s) targets leave the site as they are; a relative
 * one must be a safe same-site path (./return-path), else the row is ignored (null).
 */
export function redirectResponse(redirect: Redirect, search: string): Response | null {
  const absolute = absoluteTarget(redirect.target);
  if (!absolute && !isSafeReturnPath(redirect.target)) return null;
  const target = absolute ?? safeReturnPath(redirect.target, '/');
  const location = absolute || !search || target.includes('?') ? target : `${target}${search}`;
  return new Response(null, {
    status: redirect.statusCode,
    headers: { location, 'cache-control': 'public, max-age=300' },
  });
}
