import { Temporal } from 'temporal-polyfill';
import type { Currency } from '~/lib/currency';
import type { LineCategory } from './quote.pricing';
import { percentOf } from './quote.pricing';
import type { DepositKind, QuoteSettings } from './quote.settings';

export interface ScheduledItem {
  category: LineCategory;
  totalMinor: number;
  /** Bought ahead and not refundable (a permit): paid in full with the deposit. */
  prepaid?: boolean;
}

export interface Payment {
  kind: 'DEPOSIT' | 'BALANCE' | 'FULL';
  amountMinor: number;
  currency: Currency;
  /** Null: due on acceptance. */
  dueDate: string | null;
  /** Share of the total, 0–100 with two decimals, for display. */
  percentage: string;
}

const kindOf = (item: ScheduledItem): DepositKind => (item.prepaid ? 'PERMIT' : item.category);

/**
 * The payment schedule, built per component (docs/decisions/012): the deposit due on
 * acceptance is each component's share (30% of rooms and activities, 100% of flights,
 * permits, fees and levies by default), the balance is due `balanceDueDays` before the
 * start. When the start is closer than that, everything is due at once.
 */
export function buildPaymentSchedule(
  items: readonly ScheduledItem[],
  settings: Pick<QuoteSettings, 'depositPercent' | 'balanceDueDays'>,
  start: Temporal.PlainDate,
  today: Temporal.PlainDate,
  currency: Currency,
): Payment[] {
  const total = items.reduce((sum, item) => sum + item.totalMinor, 0);
  const balanceDue = start.subtract({ days: settings.balanceDueDays });
  if (Temporal.PlainDate.compare(balanceDue, today) <= 0 || total <= 0) {
    return [{ kind: 'FULL', amountMinor: total, currency, dueDate: null, percentage: '100.00' }];
  }
  const raw = items.reduce((sum, item) => sum + percentOf(item.totalMinor, settings.depositPercent[kindOf(item)]), 0);
  const deposit = Math.min(total, Math.max(0, raw));
  if (deposit === total) {
    return [{ kind: 'FULL', amountMinor: total, currency, dueDate: null, percentage: '100.00' }];
  }
  const share = (amount: number) => ((amount * 100) / total).toFixed(2);
  return [
    { kind: 'DEPOSIT', amountMinor: deposit, currency, dueDate: null, percentage: share(deposit) },
    {
      kind: 'BALANCE',
      amountMinor: total - deposit,
      currency,
      dueDate: balanceDue.toString(),
      percentage: share(total - deposit),
    },
  ];
}
