import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities, destinations, trips } from './catalogue';
import {
  COST_BREAKDOWN_STATES,
  DESTINATION_FEE_KINDS,
  LEAD_KINDS,
  LEAD_STATUSES,
  LINE_CATEGORIES,
  PAYMENT_KINDS,
  QUOTE_STATUSES,
} from './booking-values';
import type { Localized, Picture } from './types';

const localized = (name: string) => jsonb(name).$type<Localized>().notNull();

/** `column in ('A', 'B', …)` for a check constraint; the values are our own constants, written as literals for the DDL. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;

/** Sales consultants; new leads go round-robin to the active one assigned longest ago. */
export const consultants = pgTable('consultants', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  photo: jsonb('photo').$type<Picture>().notNull(),
  active: boolean('active').notNull().default(true),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/** Business settings the back office can change (deposit shares, balance due, expiry…). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Promo codes: a percentage off, or a fixed amount off in a currency. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: smallint('percent_off'),
  amountOffMinor: integer('amount_off_minor'),
  currency: text('currency'),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
  active: boolean('active').notNull().default(true),
});

/** Conservation fees and tourism levies, per person per night in a destination (and below it). */
export const destinationFees = pgTable(
  'destination_fees',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    /** FEE (conservation fee, park fee) or LEVY_TAX (tourism levy). */
    kind: text('kind', { enum: DESTINATION_FEE_KINDS }).notNull(),
    name: localized('name'),
    currency: text('currency').notNull(),
    adultPerNightMinor: integer('adult_per_night_minor').notNull(),
    childPerNightMinor: integer('child_per_night_minor').notNull(),
  },
  (t) => [
    index('destination_fees_destination_idx').on(t.destinationId),
    check('destination_fees_kind_check', oneOf(t.kind, DESTINATION_FEE_KINDS)),
  ],
);

/** Rental cars offered in the personalise flow (`allCars`). */
export const cars = pgTable('cars', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  description: localized('description'),
  doors: smallint('doors').notNull(),
  passengers: smallint('passengers').notNull(),
  isAutomatic: boolean('is_automatic').notNull(),
  isQuattro: boolean('is_quattro').notNull(),
  year: smallint('year').notNull(),
  /** Country codes where the car can be picked up. */
  countries: text('countries').array().notNull().default(sql`'{}'`),
  currency: text('currency').notNull(),
  dailyRateMinor: integer('daily_rate_minor').notNull(),
  excessMinor: integer('excess_minor').notNull(),
  fuelDepositMinor: integer('fuel_deposit_minor').notNull(),
  /** Kilometres included per day; null means unlimited. */
  kilometersPerDay: integer('kilometers_per_day'),
  availableFrom: date('available_from'),
  picture: jsonb('picture').$type<Picture>(),
});

/**
 * An enquiry from the wizard, a personalised trip or a landing page (spec 3 §3), kept as a
 * lead whatever happens to its quote. `dedupeKey` makes a repeated submission one lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** WIZARD, PERSONALISE or LANDING. */
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    /** Spec 3 §3: DRAFT, NEW, PRE-QUALIFIED, ASSIGNED, CONTACTED, QUOTED, ACCEPTED, PAID, LOST (lead.lifecycle.ts). */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('NEW'),
    dedupeKey: text('dedupe_key').notNull().unique(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    promoCode: text('promo_code'),
    preferredCommunication: text('preferred_communication').notNull().default('EMAIL'),
    comments: text('comments'),
    tripId: integer('trip_id').references(() => trips.id),
    landingSlug: text('landing_slug'),
    /** The validated input as received (wizard answers or personalisation). */
    enquiry: jsonb('enquiry').$type<Record<string, unknown>>().notNull(),
    referralCode: text('referral_code'),
    source: text('source'),
    medium: text('medium'),
    consultantId: integer('consultant_id').references(() => consultants.id),
    /** Why no quote was built automatically, when none was. */
    manualReason: text('manual_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_status_idx').on(t.status, t.createdAt),
    check('leads_kind_check', oneOf(t.kind, LEAD_KINDS)),
    check('leads_status_check', oneOf(t.status, LEAD_STATUSES)),
  ],
);

/**
 * One version of a quote. Versions share a `reference` and are never changed once written,
 * except their status and flags; the id is the public numeric quoteId.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    version: smallint('version').notNull(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    tripId: integer('trip_id').references(() => trips.id),
    consultantId: integer('consultant_id').references(() => consultants.id),
    title: localized('title'),
    /** QUOTED, MANUAL, ACCEPTED, PAID, EXPIRED or SUPERSEDED (quote.lifecycle.ts). */
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('QUOTED'),
    locale: text('locale').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    numberOfNights: smallint('number_of_nights').notNull(),
    adults: smallint('adults').notNull(),
    childrenBirthDates: date('children_birth_dates').array().notNull().default(sql`'{}'`),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull().defaultNow(),
    expiryDays: smallint('expiry_days').notNull().default(7),
    /** The quote's currency (`zazuCurrency`) and the rate from EUR used to price it. */
    currency: text('currency').notNull(),
    fxRate: numeric('fx_rate', { precision: 14, scale: 6 }).notNull(),
    fxTakenOn: date('fx_taken_on').notNull(),
    enableCheckout: boolean('enable_checkout').notNull().default(true),
    enableNightsEdit: boolean('enable_nights_edit').notNull().default(true),
    enableStayEdit: boolean('enable_stay_edit').notNull().default(true),
    showCostPerPerson: boolean('show_cost_per_person').notNull().default(true),
    /** default, detailed or none. */
    costBreakdownState: text('cost_breakdown_state', { enum: COST_BREAKDOWN_STATES }).notNull().default('default'),
    cancellationPolicy: text('cancellation_policy').notNull(),
    /** Totals by category in minor units of `currency`: total, rooms, activities, … */
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    /** Stops, rooms, legs, experiences, inclusions, hero: the priced plan as shown. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_reference_version_idx').on(t.reference, t.version),
    index('quotes_lead_idx').on(t.leadId),
    // Exactly one version of a quote can ever be accepted.
    uniqueIndex('quotes_one_accepted_idx').on(t.reference).where(sql`accepted_at is not null`),
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quotes_cost_breakdown_state_check', oneOf(t.costBreakdownState, COST_BREAKDOWN_STATES)),
  ],
);

/** Priced components of a quote version, in its currency; the payment schedule is built from them. */
export const quoteLineItems = pgTable(
  'quote_line_items',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** ACCOMMODATION, ACTIVITY, CAR_RENTAL, DISCOUNT, FEE, FLIGHT, LEVY_TAX, TRANSFER. */
    category: text('category', { enum: LINE_CATEGORIES }).notNull(),
    /** The stop it belongs to (position in the quote), when it belongs to one. */
    stopPosition: smallint('stop_position'),
    description: localized('description'),
    quantity: integer('quantity').notNull(),
    unitMinor: integer('unit_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    activityId: integer('activity_id').references(() => activities.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('quote_line_items_quote_idx').on(t.quoteId),
    check('quote_line_items_category_check', oneOf(t.category, LINE_CATEGORIES)),
  ],
);

/** The payment schedule of a quote version: deposit and balance, or the full amount. */
export const quotePayments = pgTable(
  'quote_payments',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** DEPOSIT, BALANCE or FULL. */
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Null: due on acceptance. */
    dueDate: date('due_date'),
    /** Share of the total, for display (0–100). */
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_payments_kind_idx').on(t.quoteId, t.kind),
    check('quote_payments_kind_check', oneOf(t.kind, PAYMENT_KINDS)),
  ],
);
