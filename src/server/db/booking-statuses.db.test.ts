import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wizardEnquiry } from '../modules/enquiry/enquiry.test-helpers';
import { setupTestDatabase } from '../../../tests/setup/test-database';
import { buildQuoteFixture } from '../modules/quote/quote.fixture';
import { submitWizardEnquiry } from '../modules/enquiry/wizard.service';
import { migrationsFolder } from './migrate';
import { queryRows } from './raw';
import { destinationFees, leads, quoteLineItems, quotePayments, quotes } from './schema';

const database = setupTestDatabase();
const ctx = { locale: 'en' as const, currency: 'EUR' as const, now: new Date('2027-02-01T10:00:00Z') };
const wizard = (submissionId: string, adults: number) => wizardEnquiry(submissionId, { adults });

/** The SQLSTATE of a failed statement, through drizzle's wrapping error. */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    throw error;
  }
  return undefined;
}
const CHECK_VIOLATION = '23514';

/** The constraints of migration 0006, as `table.constraint`. */
const CONSTRAINTS = [
  'destination_fees.destination_fees_kind_check',
  'leads.leads_kind_check',
  'leads.leads_status_check',
  'quote_line_items.quote_line_items_category_check',
  'quote_payments.quote_payments_kind_check',
  'quotes.quotes_status_check',
  'quotes.quotes_cost_breakdown_state_check',
];

let quoted: { leadId: number; quoteId: number };
let manualLeadId: number;

beforeAll(async () => {
  await buildQuoteFixture(database.db);
  const outcome = await submitWizardEnquiry(database.db, wizard('statuses-quoted', 2), {}, ctx);
  if (outcome.status !== 'QUOTED') throw new Error(`expected a quote, got ${outcome.status}`);
  quoted = outcome;
  const manual = await submitWizardEnquiry(database.db, wizard('statuses-manual', 12), {}, ctx);
  if (manual.status !== 'MANUAL') throw new Error(`expected a manual lead, got ${manual.status}`);
  manualLeadId = manual.leadId;
});

describe('booking status and kind columns', () => {
  const bad = 'NOT_A_VALUE';
  const cases: { column: string; update: () => SQL }[] = [
    { column: 'leads.status', update: () => sql`update leads set status = ${bad} where id = ${quoted.leadId}` },
    { column: 'leads.kind', update: () => sql`update leads set kind = ${bad} where id = ${manualLeadId}` },
    { column: 'quotes.status', update: () => sql`update quotes set status = ${bad} where id = ${quoted.quoteId}` },
    {
      column: 'quotes.cost_breakdown_state',
      update: () => sql`update quotes set cost_breakdown_state = ${bad} where id = ${quoted.quoteId}`,
    },
    {
      column: 'quote_line_items.category',
      update: () => sql`update quote_line_items set category = ${bad} where quote_id = ${quoted.quoteId}`,
    },
    {
      column: 'quote_payments.kind',
      update: () => sql`update quote_payments set kind = ${bad} where quote_id = ${quoted.quoteId}`,
    },
    { column: 'destination_fees.kind', update: () => sql`update destination_fees set kind = ${bad}` },
  ];

  it.each(cases)('$column refuses a value outside its set', async ({ update }) => {
    expect(await sqlState(database.db.execute(update()))).toBe(CHECK_VIOLATION);
  });

  it('refuses a lead inserted with an unknown status, and stores nothing', async () => {
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, manualLeadId));
    if (!lead) throw new Error('no lead');
    const { id: _id, ...copy } = lead;
    const insert = database.db
      .insert(leads)
      .values({ ...copy, dedupeKey: 'statuses-bad-insert', status: 'ARCHIVED' as never });
    expect(await sqlState(insert)).toBe(CHECK_VIOLATION);
    const stored = await database.db.select().from(leads).where(eq(leads.dedupeKey, 'statuses-bad-insert'));
    expect(stored).toEqual([]);
  });

  it('accepts every value of each set where the code writes them today', async () => {
    const [lead] = await database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, manualLeadId));
    expect(lead?.status).toBe('NEW');
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, quoted.quoteId));
    expect(quote).toMatchObject({ status: 'QUOTED', costBreakdownState: 'default' });
    await database.db.update(leads).set({ status: 'PRE-QUALIFIED' }).where(eq(leads.id, manualLeadId));
    await database.db.update(quotes).set({ status: 'SUPERSEDED' }).where(eq(quotes.id, quoted.quoteId));
    await database.db.update(quotes).set({ status: 'QUOTED' }).where(eq(quotes.id, quoted.quoteId));
    await database.db.update(leads).set({ status: 'NEW' }).where(eq(leads.id, manualLeadId));
    expect(
      await database.db.select().from(quoteLineItems).where(eq(quoteLineItems.quoteId, quoted.quoteId)),
    ).not.toEqual([]);
    expect(await database.db.select().from(quotePayments).where(eq(quotePayments.quoteId, quoted.quoteId))).not.toEqual(
      [],
    );
    expect(await database.db.select().from(destinationFees)).not.toEqual([]);
  });

  it('migration 0006 applies over the rows today’s code and seed write', async () => {
    const existing = await queryRows<{ name: string }>(
      database.db,
      sql`select conrelid::regclass::text || '.' || conname as name from pg_constraint where contype = 'c' and conname like '%_check' and conrelid::regclass::text in ('destination_fees', 'leads', 'quotes', 'quote_line_items', 'quote_payments') order by 1`,
    );
    expect(existing.map((row) => row.name)).toEqual([...CONSTRAINTS].sort());
    for (const name of CONSTRAINTS) {
      const [table, constraint] = name.split('.');
      await database.db.execute(sql.raw(`alter table "${table}" drop constraint "${constraint}"`));
    }
    const migration = readFileSync(join(migrationsFolder, '0006_typed_statuses.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }
    const again = await queryRows<{ name: string }>(
      database.db,
      sql`select conname as name from pg_constraint where contype = 'c' and conname like '%_check'`,
    );
    expect(again.map((row) => row.name)).toEqual(expect.arrayContaining(CONSTRAINTS.map((name) => name.split('.')[1])));
  });
});
