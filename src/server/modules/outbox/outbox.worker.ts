import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { queryRows } from '../../db/raw';
import { isExhausted, OUTBOX_POLICY, type OutboxPolicy, retryDelayMs } from './outbox.policy';
import { errorSummary } from '../../error-summary';
import { moduleLogger } from '../../log/logger';

const log = moduleLogger('outbox');

/** A claimed message; `attempts` already counts the try under way. */
export interface OutboxRow {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What a handler may answer instead of "done": keep the message, untried, for later. */
export interface HoldMessage {
  hold: string;
}

export type OutboxHandler = (row: OutboxRow, context: { db: Database }) => Promise<HoldMessage | undefined>;
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

/** A failure no retry can mend (a bad payload, a missing record): the message is given up at once. */
export class PermanentFailure extends Error {}

/**
 * `last_error` of a held message starts with this. Held messages are not claimed again;
 * `releaseHeldMessages` makes them due when what they waited for (a mail server) exists.
 */
export const HELD_PREFIX = 'held: ';

export interface DeliveryReport {
  claimed: number;
  delivered: number;
  held: number;
  retried: number;
  abandoned: number;
}

const ERROR_LIMIT = 2_000;

/**
 * Claims due messages and leases them: the claim pushes `available_at` past the lease and
 * counts the try, so another worker (here or in another instance) skips the locked rows now
 * and the leased rows later. `keepLeases` renews the lease while the worker holds a message,
 * so a crash mid-delivery delays it only until the short lease ends. A short transaction, so
 * PGlite's single connection is never held during SMTP.
 */
async function claimDueMessages(db: Database, policy: OutboxPolicy): Promise<OutboxRow[]> {
  const leaseSeconds = policy.leaseMs / 1000;
  const rows = await queryRows<{ id: number; topic: string; payload: Record<string, unknown>; attempts: number }>(
    db,
    sql`with due as (
          select id from outbox
          where delivered_at is null and available_at <= now() and attempts < ${policy.maxAttempts}
            and (last_error is null or left(last_error, ${HELD_PREFIX.length}) <> ${HELD_PREFIX})
          order by available_at, id
          limit ${policy.batchSize}
          for update skip locked
        )
        update outbox o
        set attempts = o.attempts + 1, available_at = now() + make_interval(secs => ${leaseSeconds})
        from due where o.id = due.id
        returning o.id, o.topic, o.payload, o.attempts`,
  );
  return rows
    .map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }))
    .sort((a, b) => a.id - b.id);
}

interface Leases {
  /** The worker is done with this message: its lease is no longer renewed. */
  release(id: number): void;
  stop(): Promise<void>;
}

/**
 * Renews, every `heartbeatMs`, the lease of the messages the worker still holds. Each renewal
 * is fenced by the try count the claim gave the message: one that another worker claimed
 * since (this worker stalled past its lease) is left to that worker and reported.
 */
function keepLeases(db: Database, rows: readonly OutboxRow[], policy: OutboxPolicy): Leases {
  const held = new Map(rows.map((row) => [row.id, row.attempts]));
  const leaseSeconds = policy.leaseMs / 1000;
  const renew = async () => {
    const pairs = [...held];
    if (pairs.length === 0) return;
    const renewed = await queryRows<{ id: number }>(
      db,
      sql`update outbox set available_at = now() + make_interval(secs => ${leaseSeconds})
          where delivered_at is null and (id, attempts) in (${sql.join(
            pairs.map(([id, attempts]) => sql`(${id}::int, ${attempts}::int)`),
            sql`, `,
          )})
          returning id`,
    );
    const kept = new Set(renewed.map((row) => Number(row.id)));
    for (const [id] of pairs) {
      if (kept.has(id) || !held.has(id)) continue;
      held.delete(id);
      log.warn(`message ${id}: the lease ran out before it was renewed; another worker may send it`);
    }
  };
  let beat: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beat = beat.then(renew).catch((error: unknown) => {
      log.warn(`renewing leases failed: ${errorSummary(error)}`);
    });
  }, policy.heartbeatMs);
  timer.unref();
  return {
    release: (id) => held.delete(id),
    async stop() {
      clearInterval(timer);
      held.clear();
      await beat;
    },
  };
}

async function markDelivered(db: Database, id: number) {
  await db.execute(sql`update outbox set delivered_at = now(), last_error = null where id = ${id}`);
}

// The outcomes below change the row only while it is still this worker's claim (same try
// count): a worker that stalled past its lease must not overwrite the next worker's claim.

async function markHeld(db: Database, row: OutboxRow, reason: string) {
  // The try did not happen: give it back, and keep the row due for when it is released.
  await db.execute(
    sql`update outbox set attempts = greatest(attempts - 1, 0), available_at = now(),
        last_error = ${`${HELD_PREFIX}${reason}`.slice(0, ERROR_LIMIT)}
        where id = ${row.id} and attempts = ${row.attempts}`,
  );
}

async function markFailed(
  db: Database,
  row: OutboxRow,
  error: unknown,
  policy: OutboxPolicy,
): Promise<'retried' | 'abandoned'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LIMIT) || 'failed';
  const permanent = error instanceof PermanentFailure;
  if (permanent || isExhausted(row.attempts, policy)) {
    await db.execute(
      sql`update outbox set last_error = ${message}, available_at = now(),
          attempts = greatest(attempts, ${permanent ? policy.maxAttempts : row.attempts})
          where id = ${row.id} and attempts = ${row.attempts}`,
    );
    log.error(`gave up on message ${row.id} (${row.topic}) after ${row.attempts} tries: ${errorSummary(error)}`);
    return 'abandoned';
  }
  const delaySeconds = retryDelayMs(row.attempts, policy) / 1000;
  await db.execute(
    sql`update outbox set last_error = ${message}, available_at = now() + make_interval(secs => ${delaySeconds})
        where id = ${row.id} and attempts = ${row.attempts}`,
  );
  log.warn(
    `message ${row.id} (${row.topic}) failed, try ${row.attempts}; again in ${delaySeconds} s: ${errorSummary(error)}`,
  );
  return 'retried';
}

/**
 * One round of delivery: claims a batch of due messages and hands each to its topic's
 * handler. Delivered messages get `delivered_at`; failures are retried with backoff; a topic
 * without a handler fails like any other try, so a newer instance (during a rolling deploy)
 * can still deliver it, and after the last try it stays undelivered with the error.
 */
export async function deliverDueMessages(
  db: Database,
  handlers: OutboxHandlers,
  policy: OutboxPolicy = OUTBOX_POLICY,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, delivered: 0, held: 0, retried: 0, abandoned: 0 };
  const rows = await claimDueMessages(db, policy);
  report.claimed = rows.length;
  if (rows.length === 0) return report;
  const leases = keepLeases(db, rows, policy);
  try {
    for (const row of rows) {
      const handler = Object.hasOwn(handlers, row.topic) ? handlers[row.topic] : undefined;
      try {
        if (!handler) throw new Error(`no handler for topic "${row.topic}"`);
        const outcome = await handler(row, { db });
        leases.release(row.id);
        if (outcome) {
          await markHeld(db, row, outcome.hold);
          report.held += 1;
        } else {
          await markDelivered(db, row.id);
          report.delivered += 1;
        }
      } catch (error) {
        leases.release(row.id);
        report[await markFailed(db, row, error, policy)] += 1;
      }
    }
  } finally {
    await leases.stop();
  }
  return report;
}

/** Makes held messages due again; run when the thing they waited for is configured. */
export async function releaseHeldMessages(db: Database, topics: readonly string[]): Promise<number> {
  if (topics.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update outbox set last_error = null, available_at = now()
        where delivered_at is null and left(last_error, ${HELD_PREFIX.length}) = ${HELD_PREFIX}
          and topic in (${sql.join(
            topics.map((topic) => sql`${topic}`),
            sql`, `,
          )})
        returning id`,
  );
  return rows.length;
}

export interface OutboxWorkerOptions {
  db: Database;
  handlers: OutboxHandlers;
  /** Pause between polls when nothing was due. */
  interval?: number;
  policy?: OutboxPolicy;
}

export interface OutboxWorker {
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox until stopped. A full batch is followed at once by the next; the timer
 * is unref'd so it never keeps a process alive. A failing database is reported when it
 * starts failing and when it recovers, not on every poll.
 */
export function startOutboxWorker({
  db,
  handlers,
  interval = 2_000,
  policy = OUTBOX_POLICY,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;

  const poll = async () => {
    try {
      let report: DeliveryReport;
      do report = await deliverDueMessages(db, handlers, policy);
      while (!stopped && report.claimed === policy.batchSize);
      if (failing) log.info('polling works again');
      failing = false;
    } catch (error) {
      if (!failing) log.error(`polling failed: ${errorSummary(error)}`);
      failing = true;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = poll().finally(schedule);
    }, interval);
    timer.unref();
  };
  round = poll().finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
