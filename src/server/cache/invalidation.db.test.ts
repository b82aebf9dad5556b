import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../tests/setup/test-database';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { settings } from '../db/schema';
import { createRedirectLookup, saveRedirect } from '../http/redirects';
import { handleSetFeatureFlag } from '../modules/admin/feature-flags.handler';
import { loadQuoteSettings } from '../modules/quote/quote.settings';
import { isFeatureEnabled } from '../modules/site/site.service';
import { announceChange, CACHE_CHANNEL } from './invalidation';

/**
 * Two instances on one database: `first` and `second` are separate clients (two pools and
 * two listeners on PostgreSQL; on PGlite one process owns the database, so both are the
 * same client with caches of their own). A change through the first is seen by the second
 * within 5 seconds (issue 11), while the caches' own time to live is far longer.
 */
const database = setupTestDatabase();
let secondHandle: DatabaseHandle | undefined;
let second: Database;
const first = () => database.db;

beforeAll(async () => {
  if (database.url) {
    secondHandle = await openDatabase({ url: database.url, poolSize: 2 });
    second = secondHandle.db;
  } else {
    second = database.db;
  }
});
afterAll(async () => {
  await secondHandle?.close();
});

/** Asks `probe` until it answers true; fails after the 5 s the issue allows. */
async function within5s(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('not seen within 5 seconds');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('caches across instances', () => {
  it('serves a redirect added through one instance from the other', async () => {
    // A clock that never moves: only the change notification can refresh the second copy.
    const findOnSecond = createRedirectLookup(
      async () => second,
      () => 0,
    );
    expect(await findOnSecond('/en/moved-by-first')).toBeNull();
    await saveRedirect(first(), { fromPath: '/en/moved-by-first/', target: '/en/trips', statusCode: 301 });
    await within5s(async () => (await findOnSecond('/en/moved-by-first')) !== null);
    expect(await findOnSecond('/en/moved-by-first')).toEqual({ target: '/en/trips', statusCode: 301 });

    await saveRedirect(first(), { fromPath: '/en/moved-by-first', target: '/en/journal', statusCode: 302 });
    await within5s(async () => (await findOnSecond('/en/moved-by-first'))?.target === '/en/journal');
  });

  it('shows a flag switched through the admin API on one instance on the other', async () => {
    const name = 'WEB_PERSONALIZATION_CARS_AND_ACTIVITIES';
    expect(await isFeatureEnabled(second, name)).toBe(true); // now cached on the second
    const request = new Request('https://admin.test/api/admin/feature-flags', {
      method: 'POST',
      headers: { origin: 'https://admin.test' },
      body: JSON.stringify({ name, enabled: false }),
    });
    const response = await handleSetFeatureFlag(request, { db: first(), now: new Date(), secureCookies: true });
    expect(response.status).toBe(200);
    await within5s(async () => !(await isFeatureEnabled(second, name)));
  });

  it('reloads settings on the other instance when a settings change is announced', async () => {
    const before = await loadQuoteSettings(second);
    await first()
      .insert(settings)
      .values({ key: 'quote.balance_due_days', value: before.balanceDueDays + 7 })
      .onConflictDoUpdate({ target: settings.key, set: { value: before.balanceDueDays + 7 } });
    await announceChange(first(), 'settings');
    await within5s(async () => (await loadQuoteSettings(second)).balanceDueDays === before.balanceDueDays + 7);
  });

  it('still hears changes after the listening connection was lost', async () => {
    const findOnSecond = createRedirectLookup(
      async () => second,
      () => 0,
    );
    expect(await findOnSecond('/en/after-reconnect')).toBeNull();
    if (database.url) {
      // Ends every session listening on the channel, as a restart of the server would.
      await first().execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike ${`listen ${CACHE_CHANNEL}%`}`,
      );
    }
    await within5s(async () => {
      await saveRedirect(first(), { fromPath: '/en/after-reconnect', target: '/en/trips', statusCode: 301 });
      return (await findOnSecond('/en/after-reconnect')) !== null;
    });
  });
});
