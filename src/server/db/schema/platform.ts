import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Feature flags (spec 1 §3): a name and whether it is on. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Back-office users; passwords are argon2id hashes, never plain text. */
export const admins = pgTable('admins', {
  email: text('email').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
