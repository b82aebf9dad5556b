import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { faqs } from '../../db/schema';

export type FaqOwner = 'trip' | 'destination' | 'stay';
export type FaqRow = Pick<typeof faqs.$inferSelect, 'ownerId' | 'question' | 'answer'>;

/** The questions of many owners in one query, grouped by owner, in their order. */
export async function loadFaqs(db: Database, owner: FaqOwner, ownerIds: readonly number[]) {
  const byOwner = new Map<number, FaqRow[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ ownerId: faqs.ownerId, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(and(eq(faqs.ownerType, owner), inArray(faqs.ownerId, [...ownerIds])))
    .orderBy(asc(faqs.ownerId), asc(faqs.position));
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  return byOwner;
}
