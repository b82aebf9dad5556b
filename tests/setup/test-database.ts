import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';

/** `url`: the PostgreSQL database's address, for another process to connect to (unset for PGlite). */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/**
 * A freshly migrated database for one test file: PGlite in memory, or a
 * throwaway database on the server at TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function createTestDatabase({ poolSize = 4 }: { poolSize?: number } = {}): Promise<TestDatabaseHandle> {
  if (process.env['TEST_DB'] !== 'postgres') {
    const handle = await openDatabase({ dataDir: null });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Registers a test database for the current file; read `.db` inside tests. `poolSize`
 * (PostgreSQL only) lets a test run that many transactions at once.
 */
export function setupTestDatabase(options: { poolSize?: number } = {}) {
  let handle: TestDatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(options);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('the test database is not open yet');
      return handle.db;
    },
    get kind() {
      if (!handle) throw new Error('the test database is not open yet');
      return handle.kind;
    },
    /** The PostgreSQL database's address; undefined on PGlite (in memory). */
    get url() {
      if (!handle) throw new Error('the test database is not open yet');
      return handle.url;
    },
  };
}
