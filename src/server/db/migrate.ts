import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance takes the same advisory lock while migrating. */
const MIGRATION_LOCK = 726_351_094;

/**
 * Applies the committed migrations. On PostgreSQL several instances may start at
 * once, so the run is serialised with an advisory lock held for its duration.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder) {
  const { db } = handle;
  readMigrationFiles({ migrationsFolder: folder }); // fails early and clearly on a broken folder
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: folder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrate(db as never, { migrationsFolder: folder });
  });
}
