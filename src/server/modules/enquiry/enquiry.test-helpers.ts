import { type WizardEnquiryInput, WizardEnquirySchema } from '~/lib/schemas/enquiry';
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

/** A valid wizard enquiry for the quote fixture (Botswana, safari, two adults and a child), parsed as the server parses it. */
export const wizardEnquiry = (submissionId: string, overrides: Partial<WizardEnquiryInput> = {}) =>
  WizardEnquirySchema.parse({
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+34 600 504 050',
    dates: { exact: false, month: 6, year: 2027, duration: 'ONE_WEEK' },
    destinations: ['botswana'],
    themes: ['safari'],
    adults: 2,
    children: [{ dateOfBirth: '2018-04-02' }],
    submissionId,
    ...overrides,
  });
