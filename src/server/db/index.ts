import { env } from '../env';
import { type DatabaseHandle, openDatabase } from './client';

// Kept on globalThis so a module reload (the dev server) finds the open database instead
// of opening the data folder a second time.
const OPEN = Symbol.for('kuyenda.database');
type Registry = typeof globalThis & { [OPEN]?: Promise<DatabaseHandle> };
const registry = globalThis as Registry;

/** The process-wide database, opened on first use from the configuration. */
export function database(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR, DB_POOL_SIZE } = env();
  if (!registry[OPEN]) {
    const opening = openDatabase(DATABASE_URL ? { url: DATABASE_URL, poolSize: DB_POOL_SIZE } : { dataDir: DATA_DIR });
    registry[OPEN] = opening;
    // A failed open (the data folder in use, the server down) is tried again next time.
    opening.catch(() => {
      if (registry[OPEN] === opening) delete registry[OPEN];
    });
  }
  return registry[OPEN];
}

export async function closeDatabase() {
  const current = registry[OPEN];
  delete registry[OPEN];
  const handle = await current?.catch(() => undefined);
  await handle?.close();
}

export type { Database, DatabaseHandle, Transaction } from './client';
