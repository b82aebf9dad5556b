import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { countAdmins, findAdmin, upsertAdmin } from './admin.service';
import { verifyPassword } from './password';

const database = setupTestDatabase();

describe('admins', () => {
  it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
    await upsertAdmin(database.db, ' Ops@Example.com ', 'correct horse battery');
    const admin = await findAdmin(database.db, 'ops@example.com');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin?.passwordHash).not.toContain('correct horse');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'correct horse battery')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong')).toBe(false);
  });

  it('resets the password of an existing admin instead of adding a second one', async () => {
    const before = await countAdmins(database.db);
    await upsertAdmin(database.db, 'ops@example.com', 'a brand new secret');
    expect(await countAdmins(database.db)).toBe(before);
    const admin = await findAdmin(database.db, 'OPS@example.com');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'a brand new secret')).toBe(true);
  });
});
