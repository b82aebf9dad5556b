import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages from the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  country: text('country'),
  language: text('language').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transactional outbox: a side effect (e-mail, notification) is written in the
 * same transaction as the change that causes it, and a worker delivers it later.
 * `dedupeKey` makes a retried change queue its message once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.deliveredAt, t.availableAt)],
);

/** One row per text a visitor can search for, in one language (docs/decisions/010). */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    body: text('body').notNull(),
    /** Lower-cased and without accents: what trigram similarity compares. */
    normalized: text('normalized').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('search_documents_locale_idx').on(t.locale, t.kind)],
);
