import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db';
import { settings } from '../../db/schema';
import { memo } from '../catalogue/memo';

/**
 * Which share of each kind of component is due on acceptance (percent). Permits are
 * activities bought ahead and not refundable (strict policy, e.g. gorilla permits): like
 * flights, conservation fees and levies they are paid in full with the deposit.
 */
export const DEPOSIT_KINDS = [
  'ACCOMMODATION',
  'ACTIVITY',
  'PERMIT',
  'CAR_RENTAL',
  'TRANSFER',
  'FLIGHT',
  'FEE',
  'LEVY_TAX',
  'SERVICE_FEE',
  'DISCOUNT',
] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export interface QuoteSettings {
  depositPercent: Record<DepositKind, number>;
  /** The balance is due this many days before the start; a closer start pays everything at once. */
  balanceDueDays: number;
  expiryDays: number;
  /** The provider's service fee, percent of the arrangements (not of fees, levies or discounts). */
  serviceFeePercent: number;
  /** The earliest start offered, in days from today, when the visitor gave no exact dates. */
  minLeadDays: number;
  /** The share of a visitor's budget meant for rooms, percent (the rest: legs, activities, fees). */
  roomsBudgetPercent: number;
}

/** The defaults (docs/decisions/012); the `settings` table overrides them key by key. */
export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  depositPercent: {
    ACCOMMODATION: 30,
    ACTIVITY: 30,
    PERMIT: 100,
    CAR_RENTAL: 30,
    TRANSFER: 30,
    FLIGHT: 100,
    FEE: 100,
    LEVY_TAX: 100,
    SERVICE_FEE: 100,
    DISCOUNT: 30,
  },
  balanceDueDays: 60,
  expiryDays: 7,
  serviceFeePercent: 5,
  minLeadDays: 7,
  roomsBudgetPercent: 75,
};

/** The `settings` keys and the shape each value must have. */
export const SETTING_KEYS = {
  depositPercent: 'quote.deposit_percent',
  balanceDueDays: 'quote.balance_due_days',
  expiryDays: 'quote.expiry_days',
  serviceFeePercent: 'quote.service_fee_percent',
  minLeadDays: 'quote.min_lead_days',
  roomsBudgetPercent: 'quote.rooms_budget_percent',
} as const satisfies Record<keyof QuoteSettings, string>;

const percent = z.number().min(0).max(100);
const SHAPES = {
  depositPercent: z.object(Object.fromEntries(DEPOSIT_KINDS.map((kind) => [kind, percent.optional()]))),
  balanceDueDays: z.number().int().min(0).max(365),
  expiryDays: z.number().int().min(1).max(90),
  serviceFeePercent: z.number().min(0).max(50),
  minLeadDays: z.number().int().min(1).max(365),
  roomsBudgetPercent: percent,
};

/**
 * Stored values over the defaults; a value of the wrong shape is ignored (the default
 * stays), so a bad edit in the back office cannot stop quotes from being built.
 */
export function readQuoteSettings(rows: readonly { key: string; value: unknown }[]): QuoteSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result: QuoteSettings = {
    ...DEFAULT_QUOTE_SETTINGS,
    depositPercent: { ...DEFAULT_QUOTE_SETTINGS.depositPercent },
  };
  for (const name of Object.keys(SETTING_KEYS) as (keyof QuoteSettings)[]) {
    const parsed = SHAPES[name].safeParse(stored.get(SETTING_KEYS[name]));
    if (!parsed.success) continue;
    if (name === 'depositPercent') {
      for (const [kind, value] of Object.entries(parsed.data as Record<string, number | undefined>)) {
        if (value !== undefined) result.depositPercent[kind as DepositKind] = value;
      }
    } else {
      result[name] = parsed.data as number;
    }
  }
  return result;
}

/**
 * The settings, cached per process until a change to the 'settings' topic is announced on
 * any instance (a back-office edit calls `announceChange(db, 'settings')`, decision 028).
 */
export function loadQuoteSettings(db: Database): Promise<QuoteSettings> {
  return memo(
    db,
    'quote-settings',
    async () => {
      const rows = await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, Object.values(SETTING_KEYS)));
      return readQuoteSettings(rows);
    },
    { topic: 'settings' },
  );
}

/** The rows the seed writes: the defaults, so the back office sees and can change them. */
export function defaultSettingRows(): { key: string; value: unknown }[] {
  return (Object.keys(SETTING_KEYS) as (keyof QuoteSettings)[]).map((name) => ({
    key: SETTING_KEYS[name],
    value: DEFAULT_QUOTE_SETTINGS[name],
  }));
}
