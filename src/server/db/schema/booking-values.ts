/**
 * The closed sets of the booking tables' status and kind columns, one const tuple per set.
 * The columns are typed with them and a check constraint holds the database to the same set
 * (docs/decisions/030); adding a value is one entry here and one generated migration.
 */

/** Where an enquiry came from. */
export const LEAD_KINDS = ['WIZARD', 'PERSONALISE', 'LANDING'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Spec 3 §3 "Quote lead status values", spelt as the spec spells them. */
export const LEAD_STATUSES = [
  'DRAFT',
  'NEW',
  'PRE-QUALIFIED',
  'ASSIGNED',
  'CONTACTED',
  'QUOTED',
  'ACCEPTED',
  'PAID',
  'LOST',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A quote version's status; see quote.lifecycle.ts for the moves between them. */
export const QUOTE_STATUSES = ['QUOTED', 'MANUAL', 'ACCEPTED', 'PAID', 'EXPIRED', 'SUPERSEDED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** How much of the cost breakdown the quote page shows. */
export const COST_BREAKDOWN_STATES = ['default', 'detailed', 'none'] as const;
export type CostBreakdownState = (typeof COST_BREAKDOWN_STATES)[number];

/** What a quote line item is for (spec 3 item types, plus the provider's service fee). */
export const LINE_CATEGORIES = [
  'ACCOMMODATION',
  'ACTIVITY',
  'CAR_RENTAL',
  'TRANSFER',
  'FLIGHT',
  'FEE',
  'LEVY_TAX',
  'SERVICE_FEE',
  'DISCOUNT',
] as const;
export type LineCategory = (typeof LINE_CATEGORIES)[number];

/** The parts of a payment schedule. A payment's status is its `paid_at`: null is due, set is paid. */
export const PAYMENT_KINDS = ['DEPOSIT', 'BALANCE', 'FULL'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A destination's charge: a conservation or park fee, or a tourism levy. */
export const DESTINATION_FEE_KINDS = ['FEE', 'LEVY_TAX'] as const;
export type DestinationFeeKind = (typeof DESTINATION_FEE_KINDS)[number];
