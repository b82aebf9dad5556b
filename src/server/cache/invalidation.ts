import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import { moduleLogger } from '../log/logger';

const log = moduleLogger('cache');

/**
 * Cache invalidation across instances (docs/decisions/028). Each per-process cache names a
 * topic and drops its copy when the topic changes; a write calls `announceChange`, which
 * tells this process at once and, on PostgreSQL, every other instance through
 * `NOTIFY kuyenda_cache`, which each instance LISTENs for on a connection of its own. On
 * PGlite one process owns the data folder, so telling this process is enough. The caches
 * keep their time to live as a backstop should a notification ever be lost.
 */
export const CACHE_TOPICS = ['catalogue', 'settings', 'feature-flags', 'redirects'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export const CACHE_CHANNEL = 'kuyenda_cache';
/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

type Listener = () => void;

interface Hub {
  listeners: Map<CacheTopic, Set<Listener>>;
  /** This process's name in notifications: its own need not be applied twice. */
  instance: string;
  /** Set once listening started (PostgreSQL only). */
  stop: (() => Promise<void>) | undefined;
  /** Settles when the first LISTEN is in place (or failed): loads wait for it, so none misses a change. */
  ready: Promise<void>;
}

const hubs = new WeakMap<Database, Hub>();

const isTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);

function emit(hub: Hub, topics: readonly CacheTopic[]) {
  for (const topic of topics) for (const listener of hub.listeners.get(topic) ?? []) listener();
}

/** The PostgreSQL pool behind `db`, or null for PGlite. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * Listens on a dedicated connection (not one of the pool's). When listening restarts after a
 * lost connection, every topic counts as changed: a notification sent while nobody listened
 * is not kept. The first start needs no such step: caches load only after it (`cacheListening`).
 */
function listen(hub: Hub, pool: pg.Pool, started: () => void): () => Promise<void> {
  let stopped = false;
  let triedBefore = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client(pool.options);
    client = current;
    const lost = () => {
      if (client !== current) return;
      client = undefined;
      current.end().catch(() => undefined);
      if (stopped) return;
      log.warn('lost the connection that listens for cache changes; listening again in a second');
      retry = setTimeout(connect, RECONNECT_MS).unref();
    };
    current.on('error', lost);
    current.on('end', lost);
    current.on('notification', ({ channel, payload = '' }) => {
      if (channel !== CACHE_CHANNEL) return;
      const [topic = '', from] = payload.split(' ');
      if (isTopic(topic) && from !== hub.instance) emit(hub, [topic]);
    });
    try {
      await current.connect();
      await current.query(`listen ${CACHE_CHANNEL}`);
      // Nothing keeps the process alive for this connection alone.
      (current as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      // Any attempt after the first (lost, or failed at the start): caches loaded meanwhile.
      if (triedBefore) emit(hub, CACHE_TOPICS);
    } catch {
      lost();
    } finally {
      triedBefore = true;
      started();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

/** The hub of `db`; with `listening`, a PostgreSQL hub also starts hearing other instances. */
function hubOf(db: Database, listening: boolean): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = { listeners: new Map(), instance: randomUUID(), stop: undefined, ready: Promise.resolve() };
    hubs.set(db, hub);
  }
  const pool = listening && !hub.stop ? poolOf(db) : null;
  if (pool) {
    const { promise, resolve } = Promise.withResolvers<void>();
    hub.ready = promise;
    hub.stop = listen(hub, pool, resolve);
  }
  return hub;
}

/**
 * Calls `listener` whenever one of `topics` changes, here or on another instance. Returns
 * the unsubscribe. The first subscription for a PostgreSQL database starts its listener.
 */
export function onCacheChange(db: Database, topics: readonly CacheTopic[], listener: Listener): () => void {
  const hub = hubOf(db, true);
  for (const topic of topics) {
    let set = hub.listeners.get(topic);
    if (!set) {
      set = new Set();
      hub.listeners.set(topic, set);
    }
    set.add(listener);
  }
  return () => {
    for (const topic of topics) hub.listeners.get(topic)?.delete(listener);
  };
}

/**
 * Settles once this process hears changes for `db` (at once on PGlite; on PostgreSQL after
 * its LISTEN, started here if need be). A cache loads after it, so no change between its
 * load and the LISTEN can be missed.
 */
export function cacheListening(db: Database): Promise<void> {
  return hubOf(db, true).ready;
}

/**
 * After a committed write: drops this process's copies of `topic` and tells the other
 * instances (PostgreSQL). Call it with the database, not inside a transaction.
 */
export async function announceChange(db: Database, topic: CacheTopic): Promise<void> {
  // Announcing alone (a CLI, the seed) opens no listening connection.
  const hub = hubOf(db, false);
  emit(hub, [topic]);
  if (poolOf(db)) await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`${topic} ${hub.instance}`})`);
}

/** Stops listening for `db` (before its pool closes). */
export async function stopCacheListener(db: Database): Promise<void> {
  const hub = hubs.get(db);
  hubs.delete(db);
  await hub?.stop?.();
}
