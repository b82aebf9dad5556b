import { asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { consultants } from '../../db/schema';

/**
 * Round robin (docs/decisions/012): the active consultant assigned longest ago (never
 * assigned first), locked for the rest of the transaction. `skip locked` makes two
 * enquiries arriving together take different consultants instead of waiting for each other.
 * Null when there is no active consultant.
 */
export async function assignConsultant(tx: Transaction): Promise<number | null> {
  const [next] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.active, true))
    .orderBy(sql`${consultants.lastAssignedAt} asc nulls first`, asc(consultants.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!next) return null;
  // The database clock, not the request's: it keeps moving, so the order stays fair even when
  // a test pins the application's time.
  await tx.update(consultants).set({ lastAssignedAt: sql`clock_timestamp()` }).where(eq(consultants.id, next.id));
  return next.id;
}
