import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type WizardEnquiryInput, WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { consultants, leads, outbox } from '../../db/schema';
import { buildQuoteFixture } from '../quote/quote.fixture';
import { nextConsultant, takeTurn } from './consultant.assign';
import { submitWizardEnquiry } from './wizard.service';

// Twenty connections on PostgreSQL: many more enquiries write at once than there are consultants.
const database = setupTestDatabase({ poolSize: 20 });
const now = new Date('2027-02-01T10:00:00Z');
const ctx = { locale: 'en' as const, currency: 'EUR' as const, now };

beforeAll(async () => {
  await buildQuoteFixture(database.db);
});

const wizard = (n: number, overrides: Partial<WizardEnquiryInput> = {}) =>
  WizardEnquirySchema.parse({
    firstName: 'Ana',
    lastName: `Lopez ${n}`,
    email: `ana${n}@example.com`,
    phone: '+34 600 504 050',
    dates: { exact: false, month: 6, year: 2027, duration: 'ONE_WEEK' },
    destinations: ['botswana'],
    themes: ['safari'],
    adults: 2,
    submissionId: `concurrent-${n}`,
    ...overrides,
  });

/** Leads per consultant id, every active consultant included (with 0). */
async function leadsPerConsultant(leadIds: number[]) {
  const rows = await database.db
    .select({ consultantId: leads.consultantId })
    .from(leads)
    .where(inArray(leads.id, leadIds));
  const active = await database.db.select({ id: consultants.id }).from(consultants).where(eq(consultants.active, true));
  const counts = new Map<number | null, number>(active.map((c) => [c.id, 0]));
  for (const row of rows) counts.set(row.consultantId, (counts.get(row.consultantId) ?? 0) + 1);
  return counts;
}

describe('consultant turns', () => {
  it('gives every one of 200 enquiries arriving together a consultant, fairly, with one notice each', async () => {
    // One in five cannot be booked (twelve adults) and goes to a consultant as MANUAL.
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        submitWizardEnquiry(database.db, wizard(n, n % 5 === 0 ? { adults: 12 } : {}), {}, ctx),
      ),
    );
    const leadIds = outcomes.map((outcome) => {
      if (outcome.status === 'INVALID') throw new Error(`invalid: ${JSON.stringify(outcome.issues)}`);
      return outcome.leadId;
    });
    expect(new Set(leadIds).size).toBe(200);
    expect(outcomes.filter((outcome) => outcome.status === 'MANUAL')).toHaveLength(40);

    const counts = await leadsPerConsultant(leadIds);
    expect(counts.get(null)).toBeUndefined();
    const perConsultant = [...counts.values()];
    expect(perConsultant).toHaveLength(4);
    expect(Math.max(...perConsultant) - Math.min(...perConsultant)).toBeLessThanOrEqual(2);

    const notices = await database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.topic, 'lead.assigned'));
    const noticed = notices.map((notice) => (notice.payload as { leadId: number }).leadId).sort((a, b) => a - b);
    expect(noticed).toEqual([...leadIds].sort((a, b) => a - b));
  }, 180_000);

  it('skips inactive consultants and answers null only when none is active', async () => {
    const all = await database.db.select({ id: consultants.id }).from(consultants);
    const [kept] = all;
    if (!kept) throw new Error('the fixture has consultants');
    await database.db.update(consultants).set({ active: false });
    expect(await database.db.transaction((tx) => nextConsultant(tx))).toBeNull();
    await database.db.update(consultants).set({ active: true }).where(eq(consultants.id, kept.id));
    const picks = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.db.transaction(async (tx) => {
          const id = await nextConsultant(tx);
          if (id !== null) await takeTurn(tx, id);
          return id;
        }),
      ),
    );
    expect(picks).toEqual(Array.from({ length: 12 }, () => kept.id));
    await database.db.update(consultants).set({ active: true });
  });

  it('takes turns strictly in order under concurrency: the one assigned longest ago goes next', async () => {
    const active = await database.db.select({ id: consultants.id }).from(consultants);
    const picks = await Promise.all(
      Array.from({ length: active.length * 10 }, () =>
        database.db.transaction(async (tx) => {
          const id = await nextConsultant(tx);
          if (id !== null) await takeTurn(tx, id);
          return id;
        }),
      ),
    );
    expect(picks).not.toContain(null);
    const counts = new Map<number | null, number>();
    for (const id of picks) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()]).toEqual(active.map(() => 10));
  });
});
