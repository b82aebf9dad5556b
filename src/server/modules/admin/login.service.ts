import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { text } from '~/lib/schemas/text';
import type { Database } from '../../db';
import { findAdmin } from './admin.service';
import {
  blockedKeys,
  clearFailures,
  emailKey,
  ipKey,
  purgeFinishedWindows,
  recordFailure,
  THROTTLE_LIMITS,
  type ThrottleKey,
} from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { type AdminSession, createSession, purgeExpiredSessions } from './session.service';

/** The body of POST /api/admin/login (spec 1 §7). Limits keep argon2 work and rows small. */
export const AdminLoginSchema = z.object({
  email: text().trim().min(1).max(254),
  password: text().min(1).max(512),
});

export type AdminLogin = z.infer<typeof AdminLoginSchema>;

export type LoginResult =
  | { status: 'signed-in'; token: string; session: AdminSession }
  | { status: 'invalid-credentials' }
  | { status: 'throttled' };

/**
 * Unknown e-mails are checked against this hash so that they take as long as
 * known ones and the timing does not tell which addresses are admins. Made
 * once per process with the same parameters as real hashes.
 */
const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

/**
 * Signs an admin in: throttle check, password check, session. Every attempt
 * is counted before the password is checked (and refunded on success), so a
 * burst of parallel requests cannot slip past the limit.
 */
export async function loginAdmin(
  db: Database,
  input: AdminLogin,
  clientAddress: string,
  now: Date,
): Promise<LoginResult> {
  const keys = [emailKey(input.email), ipKey(clientAddress)];
  if ((await blockedKeys(db, keys, now)).length > 0) return { status: 'throttled' };
  if (await overLimitAfterCounting(db, keys, now)) return { status: 'throttled' };

  const fallback = await dummyHash;
  const admin = await findAdmin(db, input.email);
  const valid = await verifyPassword(admin?.passwordHash ?? fallback, input.password);
  await purgeFinishedWindows(db, now);
  if (!admin || !valid) return { status: 'invalid-credentials' };

  // Success: the attempt was not a failure. Clearing the address key too is a
  // choice (docs/decisions/004): a source that knows a valid password is not
  // the one guessing, and each e-mail stays limited on its own.
  await Promise.all(keys.map((key) => clearFailures(db, key)));
  await purgeExpiredSessions(db, now);
  const { token, session } = await createSession(db, admin.email, now);
  return { status: 'signed-in', token, session };
}

async function overLimitAfterCounting(db: Database, keys: ThrottleKey[], now: Date): Promise<boolean> {
  const counts = await Promise.all(keys.map((key) => recordFailure(db, key, now)));
  return keys.some((key, index) => (counts[index] ?? 0) > THROTTLE_LIMITS[key.kind]);
}
