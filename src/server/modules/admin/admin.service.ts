import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { admins } from '../../db/schema';
import { hashPassword } from './password';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates the admin, or sets a new password when the e-mail exists. */
export async function upsertAdmin(db: Database, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(admins)
    .values({ email: normaliseEmail(email), passwordHash })
    .onConflictDoUpdate({ target: admins.email, set: { passwordHash, updatedAt: sql`now()` } });
}

export async function findAdmin(db: Database, email: string) {
  const [admin] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, normaliseEmail(email)));
  return admin ?? null;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db.select({ email: admins.email }).from(admins).orderBy(admins.email);
  return rows.map((row) => row.email);
}
