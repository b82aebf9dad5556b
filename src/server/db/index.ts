import { env } from '../env';
import { type DatabaseHandle, openDatabase } from './client';

let handle: Promise<DatabaseHandle> | undefined;

/** The process-wide database, opened on first use from the configuration. */
export function database(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR, DB_POOL_SIZE } = env();
  handle ??= openDatabase(DATABASE_URL ? { url: DATABASE_URL, poolSize: DB_POOL_SIZE } : { dataDir: DATA_DIR });
  return handle;
}

export async function closeDatabase() {
  const current = handle;
  handle = undefined;
  if (current) await (await current).close();
}

export type { Database, DatabaseHandle, Transaction } from './client';
