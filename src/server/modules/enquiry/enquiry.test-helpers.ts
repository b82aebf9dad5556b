import type { Database } from '../../db';
import { leads, outbox, quoteLineItems, quotePayments, quotes } from '../../db/schema';

/** Rows in every table an enquiry writes: equal before and after means nothing was written. */
export async function writtenRows(db: Database) {
  const tables = { leads, quotes, quoteLineItems, quotePayments, outbox };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select().from(table)).length;
  return counts;
}

/** A day `days` from today (UTC), as YYYY-MM-DD. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Month and year `months` from now. */
export function monthsAhead(months: number) {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}
