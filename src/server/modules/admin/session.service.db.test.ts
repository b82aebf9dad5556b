import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { adminSessions } from '../../db/schema';
import { upsertAdmin } from './admin.service';
import {
  createSession,
  deleteSession,
  findSession,
  hashSessionToken,
  purgeExpiredSessions,
  SESSION_LIFETIME_MS,
} from './session.service';

const database = setupTestDatabase();
const EMAIL = 'sessions@example.com';
const signIn = new Date('2026-03-01T08:00:00Z');
const later = (ms: number) => new Date(signIn.getTime() + ms);

beforeAll(async () => {
  await upsertAdmin(database.db, EMAIL, 'a long enough password');
});

describe('admin sessions', () => {
  it('stores only the SHA-256 of a 256-bit token', async () => {
    const { token, session } = await createSession(database.db, EMAIL, signIn);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.db.select().from(adminSessions).where(eq(adminSessions.email, EMAIL));
    expect(rows.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('is valid until 24 hours after sign-in, not a moment longer', async () => {
    const { token } = await createSession(database.db, EMAIL, signIn);
    expect(await findSession(database.db, token, signIn)).toMatchObject({ email: EMAIL, createdAt: signIn });
    expect(await findSession(database.db, token, later(SESSION_LIFETIME_MS - 1))).not.toBeNull();
    expect(await findSession(database.db, token, later(SESSION_LIFETIME_MS))).toBeNull();
    expect(await findSession(database.db, token, later(SESSION_LIFETIME_MS + 60_000))).toBeNull();
  });

  it('knows no token it did not issue', async () => {
    expect(await findSession(database.db, 'x'.repeat(43), signIn)).toBeNull();
    expect(await findSession(database.db, 'not a token', signIn)).toBeNull();
    expect(await findSession(database.db, undefined, signIn)).toBeNull();
  });

  it('ends on logout', async () => {
    const { token } = await createSession(database.db, EMAIL, signIn);
    await deleteSession(database.db, token);
    expect(await findSession(database.db, token, signIn)).toBeNull();
  });

  it('purges expired sessions and keeps the valid ones', async () => {
    const { token: old } = await createSession(database.db, EMAIL, signIn);
    const { token: fresh } = await createSession(database.db, EMAIL, later(SESSION_LIFETIME_MS));
    await purgeExpiredSessions(database.db, later(SESSION_LIFETIME_MS + 1));
    const hashes = (await database.db.select().from(adminSessions)).map((row) => row.tokenHash);
    expect(hashes).not.toContain(hashSessionToken(old));
    expect(hashes).toContain(hashSessionToken(fresh));
  });
});
