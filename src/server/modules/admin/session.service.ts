import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db';
import { adminSessions } from '../../db/schema';

/** Spec 1 §9: an admin session lasts 24 hours (1440 minutes) from sign-in. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url are always 43 characters from this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface AdminSession {
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A fresh 256-bit token; only the browser ever holds it. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: a stolen table must not be usable as cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  email: string,
  now: Date,
): Promise<{ token: string; session: AdminSession }> {
  const token = generateSessionToken();
  const session = { email, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await db.insert(adminSessions).values({ tokenHash: hashSessionToken(token), ...session });
  return { token, session };
}

/** The session behind a cookie token while it is valid (now < created + 24 h), else null. */
export async function findSession(db: Database, token: string | null | undefined, now: Date) {
  // A malformed cookie cannot be ours; no need to ask the database.
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: adminSessions.email, createdAt: adminSessions.createdAt, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, hashSessionToken(token)));
  if (!row || now.getTime() >= row.createdAt.getTime() + SESSION_LIFETIME_MS) return null;
  return row satisfies AdminSession;
}

export async function deleteSession(db: Database, token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSessionToken(token)));
}

/** Removes sessions past their lifetime; called on sign-in so the table never grows unbounded. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
}
