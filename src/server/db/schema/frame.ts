import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './platform';

/** Server-side admin sessions: only a SHA-256 of the cookie token is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email')
      .notNull()
      .references(() => admins.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_expires_idx').on(table.expiresAt)],
);

/** Failed sign-ins per key ("email:…" or "ip:…") in fixed windows, for throttling. */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Redirects applied before routing: a path to a path or an absolute URL. */
export const redirects = pgTable('redirects', {
  fromPath: text('from_path').primaryKey(),
  target: text('target').notNull(),
  statusCode: integer('status_code').notNull().default(301),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter sign-ups; subscribing twice is harmless. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Referral codes seen in addresses, counted per code and day. */
export const referralHits = pgTable(
  'referral_hits',
  {
    code: text('code').notNull(),
    day: text('day').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.code, table.day] })],
);

/** GraphQL timings reported by browsers, aggregated per minute. */
export const metricGraphql = pgTable(
  'metric_graphql',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    operationName: text('operation_name').notNull(),
    operationType: text('operation_type').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
    totalDurationMs: bigint('total_duration_ms', { mode: 'number' }).notNull().default(0),
    maxDurationMs: integer('max_duration_ms').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.minute, table.operationName, table.operationType, table.status] })],
);

/** Anonymous activity pings, counted per minute and user type. */
export const metricActivity = pgTable(
  'metric_activity',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    userType: text('user_type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.minute, table.userType] })],
);

/** Web vitals per minute, metric, rating, page and screen bucket: count and sum of values. */
export const metricWebVitals = pgTable(
  'metric_web_vitals',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    rating: text('rating').notNull(),
    page: text('page').notNull(),
    screenSize: text('screen_size').notNull(),
    count: integer('count').notNull().default(0),
    sumValue: bigint('sum_value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.minute, table.name, table.rating, table.page, table.screenSize] })],
);
