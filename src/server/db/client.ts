import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { stopCacheListener } from '../cache/invalidation';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { errorSummary } from '../error-summary';
import { moduleLogger } from '../log/logger';

const log = moduleLogger('db');

export type Schema = typeof schema;
/** The one database type the app sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string | null };

/**
 * Opens PGlite (a folder, or memory when dataDir is null) or a PostgreSQL pool. A folder is
 * locked for this process until `close` (DataDirInUseError while another process has it).
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', (error) => log.error(`idle client error: ${errorSummary(error)}`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await stopCacheListener(db);
        await pool.end();
      },
    };
  }
  // One process per folder (docs/decisions/018): throws DataDirInUseError while another has it.
  const lock = target.dataDir === null ? null : lockDataDir(target.dataDir);
  let client: PGlite;
  try {
    const dataDir = lock ? path.join(lock.folder, 'pglite') : undefined;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
