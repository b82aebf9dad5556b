import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { upsertAdmin } from './admin.service';
import { loginAdmin } from './login.service';
import { verifyPassword } from './password';

// Watch the password check while keeping the real argon2 behind it.
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const database = setupTestDatabase();
const now = new Date('2026-03-01T08:00:00Z');

beforeAll(async () => {
  await upsertAdmin(database.db, 'known@example.com', 'the right password');
});

describe('loginAdmin', () => {
  it('runs a real argon2id check for an unknown e-mail too, so timing does not tell', async () => {
    vi.mocked(verifyPassword).mockClear();
    const result = await loginAdmin(database.db, { email: 'unknown@example.com', password: 'guess' }, '192.0.2.1', now);
    expect(result).toEqual({ status: 'invalid-credentials' });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs a known admin in with the stored e-mail', async () => {
    const result = await loginAdmin(
      database.db,
      { email: 'Known@Example.com', password: 'the right password' },
      '192.0.2.2',
      now,
    );
    expect(result).toMatchObject({ status: 'signed-in', session: { email: 'known@example.com', createdAt: now } });
  });

  it('does not check the password once the e-mail is throttled', async () => {
    for (let i = 0; i < 5; i++) {
      await loginAdmin(database.db, { email: 'known@example.com', password: 'wrong' }, `192.0.2.${10 + i}`, now);
    }
    vi.mocked(verifyPassword).mockClear();
    const result = await loginAdmin(
      database.db,
      { email: 'known@example.com', password: 'the right password' },
      '192.0.2.20',
      now,
    );
    expect(result).toEqual({ status: 'throttled' });
    expect(verifyPassword).not.toHaveBeenCalled();
  });
});
