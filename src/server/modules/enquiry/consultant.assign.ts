import { asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { consultants } from '../../db/schema';

/**
 * Round robin (docs/decisions/012): the active consultant assigned longest ago (never
 * assigned first), locked for the rest of the transaction. `skip locked` makes two
 * enquiries arriving together take different consultants instead of waiting for each other.
 * Null when there is no active consultant. The turn counts only once `takeTurn` stamps it.
 */
export async function nextConsultant(tx: Transaction): Promise<number | null> {
  const [next] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.active, true))
    .orderBy(sql`${consultants.lastAssignedAt} asc nulls first`, asc(consultants.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return next?.id ?? null;
}

/**
 * Stamps the consultant's turn with the database clock, not the request's: it keeps
 * moving, so the order stays fair even when a test pins the application's time.
 */
export async function takeTurn(tx: Transaction, consultantId: number): Promise<void> {
  await tx.update(consultants).set({ lastAssignedAt: sql`clock_timestamp()` }).where(eq(consultants.id, consultantId));
}
