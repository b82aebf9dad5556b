import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { rebuildSearchIndex } from '../../modules/search/search-index';
import { generateCatalogue } from './generate';
import { insertCatalogue } from './insert';

export interface CatalogueSeedOptions {
  scale: number;
  /** The seed counts rates and availability from the first day of this month; defaults to now. */
  today?: Date;
}

/** Any fixed number: concurrent seeders (several instances starting) wait for each other on it. */
const SEED_LOCK = 720_451;

/**
 * Seeds the demo catalogue into an empty catalogue, all in one transaction: a failure
 * leaves nothing half-written, and a database that already has trips or destinations
 * is left alone, so seeding again changes nothing. Returns whether it seeded.
 */
export async function seedCatalogue(db: Database, { scale, today = new Date() }: CatalogueSeedOptions) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await queryRows<{ present: boolean }>(
      tx,
      sql`select exists (select 1 from trips) or exists (select 1 from destinations) as present`,
    );
    if (row?.present) return false;
    await insertCatalogue(tx, generateCatalogue({ scale, today }));
    await rebuildSearchIndex(tx);
    return true;
  });
}
