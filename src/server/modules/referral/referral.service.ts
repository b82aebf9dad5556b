import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { referralHits } from '../../db/schema';

/** Counts a page hit for a referral code per day (race-safe increment). */
export async function recordReferralHit(db: Database, code: string, now: Date): Promise<void> {
  await db
    .insert(referralHits)
    .values({ code, day: now.toISOString().slice(0, 10), hits: 1 })
    .onConflictDoUpdate({
      target: [referralHits.code, referralHits.day],
      set: { hits: sql`${referralHits.hits} + 1` },
    });
}
