import { asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { consultants } from '../../db/schema';

/** Any fixed number of its own (the seeds use 720_451–720_452, migrations 726_351_094). */
const CONSULTANT_TURN_LOCK = 720_460;

/**
 * Round robin (docs/decisions/012, 018): the active consultant assigned longest ago (never
 * assigned first). Enquiries take their turn one after another: a transaction-wide advisory
 * lock is held until commit, so the next one reads the turn this one stamps and never finds
 * every consultant locked (it waits a few milliseconds instead). Null only when no consultant
 * is active. The turn counts only once `takeTurn` stamps it.
 */
export async function nextConsultant(tx: Transaction): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONSULTANT_TURN_LOCK})`);
  const [next] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.active, true))
    .orderBy(sql`${consultants.lastAssignedAt} asc nulls first`, asc(consultants.id))
    .limit(1)
    .for('update');
  return next?.id ?? null;
}

/**
 * Stamps the consultant's turn with the database clock, not the request's: it keeps moving,
 * so the order stays fair even when a test pins the application's time. Always later than
 * every turn before it: PGlite's clock ticks in milliseconds, and two turns stamped in the
 * same millisecond would tie and hand the next one to the same consultant again.
 */
export async function takeTurn(tx: Transaction, consultantId: number): Promise<void> {
  await tx
    .update(consultants)
    .set({
      lastAssignedAt: sql`greatest(clock_timestamp(),
        (select max(${consultants.lastAssignedAt}) from ${consultants}) + interval '1 microsecond')`,
    })
    .where(eq(consultants.id, consultantId));
}
