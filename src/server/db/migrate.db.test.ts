import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../tests/setup/test-database';
import { migrateDatabase } from './migrate';
import { queryRows } from './raw';

const database = setupTestDatabase();

describe('migrations', () => {
  it('create the schema and can run again without change', async () => {
    const tables = async () => {
      const rows = await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      return rows.map((row) => row.table_name);
    };
    const before = await tables();
    expect(before).toEqual(expect.arrayContaining(['admins', 'feature_flags']));
    await migrateDatabase({ db: database.db, kind: database.kind, close: async () => {} });
    expect(await tables()).toEqual(before);
  });
});
