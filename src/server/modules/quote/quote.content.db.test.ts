import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { wizardEnquiry } from '../enquiry/enquiry.test-helpers';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { migrationsFolder } from '../../db/migrate';
import { quotes } from '../../db/schema';
import { submitWizardEnquiry } from '../enquiry/wizard.service';
import { QUOTE_CONTENT_VERSION } from './quote.content';
import { buildQuoteFixture } from './quote.fixture';
import { getQuoteView } from './quote.view';

const database = setupTestDatabase();
let quote: { quoteId: number; reference: string };
const segment = () => `${quote.reference}-${quote.quoteId}`;
const storedContent = async () => {
  const [row] = await database.db.select({ content: quotes.content }).from(quotes).where(eq(quotes.id, quote.quoteId));
  if (!row) throw new Error('no quote');
  return row.content;
};
const storeContent = (content: Record<string, unknown>) =>
  database.db.update(quotes).set({ content }).where(eq(quotes.id, quote.quoteId));

beforeAll(async () => {
  await buildQuoteFixture(database.db);
  const outcome = await submitWizardEnquiry(
    database.db,
    wizardEnquiry('content-version'),
    {},
    { locale: 'en', currency: 'EUR', now: new Date('2027-02-01T10:00:00Z') },
  );
  if (outcome.status !== 'QUOTED') throw new Error(`expected a quote, got ${outcome.status}`);
  quote = outcome;
});

describe('quotes.content', () => {
  it('is written with its schema version and read back whole', async () => {
    const stored = await storedContent();
    expect(stored['version']).toBe(QUOTE_CONTENT_VERSION);
    const view = await getQuoteView(database.db, segment());
    expect(view?.content).toEqual(stored);
    expect(view?.content.stops.length).toBeGreaterThan(0);
    expect(view?.content.stops[0]?.rooms[0]?.adults).toBeTypeOf('number');
    const [row] = await database.db.select({ totals: quotes.totals }).from(quotes).where(eq(quotes.id, quote.quoteId));
    expect(view?.totals).toEqual(row?.totals);
  });

  it('refuses stored totals that are not whole minor units', async () => {
    const [row] = await database.db.select({ totals: quotes.totals }).from(quotes).where(eq(quotes.id, quote.quoteId));
    if (!row) throw new Error('no quote');
    await database.db
      .update(quotes)
      .set({ totals: { ...row.totals, total: 12.5 } })
      .where(eq(quotes.id, quote.quoteId));
    await expect(getQuoteView(database.db, segment())).rejects.toBeInstanceOf(ZodError);
    await database.db.update(quotes).set({ totals: row.totals }).where(eq(quotes.id, quote.quoteId));
  });

  it('refuses a document of a version this code does not know instead of casting it', async () => {
    const stored = await storedContent();
    await storeContent({ ...stored, version: 2 });
    await expect(getQuoteView(database.db, segment())).rejects.toBeInstanceOf(ZodError);
    await storeContent({ ...stored, stops: 'not a list' });
    await expect(getQuoteView(database.db, segment())).rejects.toBeInstanceOf(ZodError);
    await storeContent(stored);
  });

  it('migration 0006 gives documents written before it version 1', async () => {
    const { version: _version, ...before } = await storedContent();
    await storeContent(before);
    await expect(getQuoteView(database.db, segment())).rejects.toBeInstanceOf(ZodError);
    const migration = readFileSync(join(migrationsFolder, '0006_typed_statuses.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'));
    if (!backfill) throw new Error('0006 has no backfill');
    await database.db.execute(sql.raw(backfill));
    expect((await storedContent())['version']).toBe(1);
    expect((await getQuoteView(database.db, segment()))?.content.version).toBe(1);
  });
});
