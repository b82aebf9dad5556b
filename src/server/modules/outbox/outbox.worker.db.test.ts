import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError, loggedEntries } from '../../../../tests/setup/fail-on-console-error';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { outbox } from '../../db/schema';
import { OUTBOX_POLICY } from './outbox.policy';
import {
  deliverDueMessages,
  HELD_PREFIX,
  type OutboxHandlers,
  PermanentFailure,
  releaseHeldMessages,
  startOutboxWorker,
} from './outbox.worker';
import { enqueue } from './outbox.writer';

const database = setupTestDatabase();

async function row(id: number | null) {
  const [found] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.id, id ?? -1));
  if (!found) throw new Error(`outbox row ${id} is missing`);
  return found;
}

/** Makes every pending message due now, as if its wait had passed. */
const timePasses = () => database.db.execute(sql`update outbox set available_at = now() - interval '1 second'`);

beforeEach(async () => {
  await database.db.delete(outbox);
});

describe('deliverDueMessages', () => {
  it('hands each due message to its topic handler and marks it delivered', async () => {
    const seen: unknown[] = [];
    const handlers: OutboxHandlers = {
      'test.ping': async (message) => {
        seen.push([message.topic, message.payload, message.attempts]);
        return undefined;
      },
    };
    const id = await enqueue(database.db, { topic: 'test.ping', payload: { n: 1 } });
    const report = await deliverDueMessages(database.db, handlers);
    expect(report).toMatchObject({ claimed: 1, delivered: 1 });
    expect(seen).toEqual([['test.ping', { n: 1 }, 1]]);
    const stored = await row(id);
    expect(stored.deliveredAt).toBeInstanceOf(Date);
    expect(stored.lastError).toBeNull();
    expect((await deliverDueMessages(database.db, handlers)).claimed).toBe(0);
  });

  it('leaves messages that are not due yet', async () => {
    const id = await enqueue(database.db, { topic: 'test.ping', payload: {} });
    await database.db.execute(sql`update outbox set available_at = now() + interval '1 hour'`);
    const report = await deliverDueMessages(database.db, { 'test.ping': async () => undefined });
    expect(report.claimed).toBe(0);
    expect((await row(id)).deliveredAt).toBeNull();
  });

  it('retries a failed message later, counting the try and keeping the error', async () => {
    let fail = true;
    const handlers: OutboxHandlers = {
      'test.flaky': async () => {
        if (fail) throw new Error('mail server said 451');
        return undefined;
      },
    };
    const id = await enqueue(database.db, { topic: 'test.flaky', payload: {} });
    const before = Date.now();
    expect(await deliverDueMessages(database.db, handlers)).toMatchObject({ claimed: 1, retried: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'mail server said 451', deliveredAt: null });
    // The first wait is thirty seconds (database and test clocks may differ a little).
    expect(failed.availableAt.getTime()).toBeGreaterThan(before + 25_000);
    expect(failed.availableAt.getTime()).toBeLessThan(before + 40_000);
    expect((await deliverDueMessages(database.db, handlers)).claimed).toBe(0);

    await timePasses();
    expect(await deliverDueMessages(database.db, handlers)).toMatchObject({ retried: 1 });
    const again = await row(id);
    expect(again.attempts).toBe(2);
    expect(again.availableAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    fail = false;
    await timePasses();
    expect(await deliverDueMessages(database.db, handlers)).toMatchObject({ delivered: 1 });
    expect(await row(id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('gives up after the last try and leaves the message undelivered with its error', async () => {
    expectConsoleError();
    const policy = { ...OUTBOX_POLICY, maxAttempts: 2 };
    const handlers: OutboxHandlers = {
      'test.broken': async () => {
        throw new Error('always broken');
      },
    };
    const id = await enqueue(database.db, { topic: 'test.broken', payload: {} });
    expect(await deliverDueMessages(database.db, handlers, policy)).toMatchObject({ retried: 1 });
    await timePasses();
    expect(await deliverDueMessages(database.db, handlers, policy)).toMatchObject({ abandoned: 1 });
    await timePasses();
    expect((await deliverDueMessages(database.db, handlers, policy)).claimed).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: 'always broken', deliveredAt: null });
    expect(loggedEntries()).toContainEqual(
      expect.objectContaining({ module: 'outbox', msg: expect.stringContaining(`gave up on message ${id}`) }),
    );
  });

  it('gives up at once on a permanent failure', async () => {
    expectConsoleError();
    const id = await enqueue(database.db, { topic: 'test.bad', payload: {} });
    const report = await deliverDueMessages(database.db, {
      'test.bad': async () => {
        throw new PermanentFailure('lead 9 does not exist');
      },
    });
    expect(report).toMatchObject({ abandoned: 1 });
    await timePasses();
    expect((await deliverDueMessages(database.db, {})).claimed).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: OUTBOX_POLICY.maxAttempts, lastError: 'lead 9 does not exist' });
  });

  it('fails a message whose topic has no handler without stopping the others', async () => {
    const unknown = await enqueue(database.db, { topic: 'test.nobody', payload: {} });
    const known = await enqueue(database.db, { topic: 'test.ping', payload: {} });
    // A topic named like an object property is not a handler either.
    const sneaky = await enqueue(database.db, { topic: 'constructor', payload: {} });
    const report = await deliverDueMessages(database.db, { 'test.ping': async () => undefined });
    expect(report).toMatchObject({ claimed: 3, delivered: 1, retried: 2 });
    expect(await row(unknown)).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: 'no handler for topic "test.nobody"',
    });
    expect((await row(sneaky)).deliveredAt).toBeNull();
    expect((await row(known)).deliveredAt).toBeInstanceOf(Date);
  });

  it('holds a message without counting a try, and delivers it once released', async () => {
    let hold = true;
    const handlers: OutboxHandlers = { 'test.mail': async () => (hold ? { hold: 'no mail server' } : undefined) };
    const id = await enqueue(database.db, { topic: 'test.mail', payload: {} });
    expect(await deliverDueMessages(database.db, handlers)).toMatchObject({ held: 1 });
    expect(await row(id)).toMatchObject({ attempts: 0, deliveredAt: null, lastError: `${HELD_PREFIX}no mail server` });
    // Held messages are not claimed again, so whatever the handler did (logging) happens once.
    expect((await deliverDueMessages(database.db, handlers)).claimed).toBe(0);

    hold = false;
    expect(await releaseHeldMessages(database.db, ['test.other'])).toBe(0);
    expect(await releaseHeldMessages(database.db, ['test.mail'])).toBe(1);
    expect(await deliverDueMessages(database.db, handlers)).toMatchObject({ delivered: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: null });
  });

  it('delivers each message once when two workers run at the same time', async () => {
    const policy = { ...OUTBOX_POLICY, batchSize: 2 };
    const deliveries: number[] = [];
    const handlers: OutboxHandlers = {
      'test.slow': async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        deliveries.push(message.id);
        return undefined;
      },
    };
    const ids: number[] = [];
    for (let n = 0; n < 12; n += 1)
      ids.push((await enqueue(database.db, { topic: 'test.slow', payload: { n } })) ?? -1);
    const work = async () => {
      let rounds = 0;
      while ((await deliverDueMessages(database.db, handlers, policy)).claimed > 0) rounds += 1;
      return rounds;
    };
    const rounds = await Promise.all([work(), work()]);
    expect(rounds.every((count) => count > 0)).toBe(true);
    expect([...deliveries].sort((a, b) => a - b)).toEqual(ids);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((stored) => stored.deliveredAt !== null && stored.attempts === 1)).toBe(true);
  });
});

describe('startOutboxWorker', () => {
  it('polls until stopped', async () => {
    const delivered: number[] = [];
    const worker = startOutboxWorker({
      db: database.db,
      interval: 20,
      handlers: {
        'test.poll': async (message) => {
          delivered.push(message.id);
          return undefined;
        },
      },
    });
    const first = await enqueue(database.db, { topic: 'test.poll', payload: {} });
    await vi.waitFor(() => expect(delivered).toEqual([first]), { timeout: 5_000 });
    const second = await enqueue(database.db, { topic: 'test.poll', payload: {} });
    await vi.waitFor(() => expect(delivered).toEqual([first, second]), { timeout: 5_000 });

    await worker.stop();
    const third = await enqueue(database.db, { topic: 'test.poll', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).not.toContain(third);
    expect((await row(third)).deliveredAt).toBeNull();
  });
});

describe('leases', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const root = fileURLToPath(new URL('../../../../', import.meta.url));

  it('keeps a live slow sender’s lease through its heartbeat: no other worker sends the message meanwhile', async () => {
    const quick = { ...OUTBOX_POLICY, leaseMs: 1_000, heartbeatMs: 200 };
    const id = await enqueue(database.db, { topic: 'test.ping', payload: {} });
    const sent: string[] = [];
    let finish = () => {};
    const slowSend = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = deliverDueMessages(
      database.db,
      {
        'test.ping': async () => {
          sent.push('first');
          await slowSend;
          return undefined;
        },
      },
      quick,
    );
    while (sent.length === 0) await pause(20);
    // A second worker polls for four leases' length while the first is still sending.
    const second = {
      'test.ping': async () => {
        sent.push('second');
        return undefined;
      },
    };
    for (const stop = Date.now() + 4 * quick.leaseMs; Date.now() < stop; ) {
      await deliverDueMessages(database.db, second, quick);
      await pause(100);
    }
    finish();
    expect(await first).toMatchObject({ claimed: 1, delivered: 1 });
    expect(sent).toEqual(['first']);
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: null });
    expect((await row(id)).deliveredAt).toBeInstanceOf(Date);
  }, 30_000);

  it('lets another worker send, within seconds, a message whose worker was killed mid-send', async () => {
    // PostgreSQL: the killed worker is another process on the same database. PGlite: the
    // same folder, which the next process opens once the killed one is gone.
    const folder = database.url ? null : mkdtempSync(path.join(tmpdir(), 'kuyenda-outbox-'));
    let handle = folder ? await openDatabase({ dataDir: folder }) : null;
    if (handle) await migrateDatabase(handle);
    const db = () => handle?.db ?? database.db;
    const id = await enqueue(db(), { topic: 'test.ping', payload: {} });
    if (id === null) throw new Error('the message was not queued');
    await handle?.close();

    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/fixtures/outbox-dying-worker.ts', folder ?? database.url ?? ''],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => worker.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      worker.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes(`sending ${id}`) && resolve());
      worker.on('exit', () => reject(new Error('the worker stopped before sending')));
    });
    worker.kill('SIGKILL');
    await exited;

    if (folder) handle = await openDatabase({ dataDir: folder });
    const received: number[] = [];
    const handlers: OutboxHandlers = {
      'test.ping': async (message) => {
        received.push(message.attempts);
        return undefined;
      },
    };
    // The default lease runs out in seconds once nobody renews it (not after ten minutes).
    while (received.length === 0) {
      await deliverDueMessages(db(), handlers);
      await pause(250);
    }
    expect(received).toEqual([2]);
    expect((await db().select().from(outbox).where(eq(outbox.id, id)))[0]?.deliveredAt).toBeInstanceOf(Date);
    await handle?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 90_000);
});
