/**
 * Prices in the quote's currency, integer minor units (docs/decisions/012), pure. Every
 * amount is worked out in the source's own currency and converted through the euro
 * (fx/fx.rates.ts, half up); rooms night by night, like the live rates the visitor saw.
 */
import type { Currency } from '~/lib/currency';
import { LINE_CATEGORIES, type LineCategory } from '../../db/schema/booking-values';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import { type ContractRate, RATE_SCHEME } from '../rates/live-rate';

/** Spec 3 §5 and §9: children pay the 0–12 or the 13–17 band by their age when the trip starts. */
export const childBand = (age: number): '0-12' | '13-17' => (age <= 12 ? '0-12' : '13-17');

export function childRate(rate: ContractRate, age: number): number {
  return childBand(age) === '0-12' ? rate.childRate0To12Minor : rate.childRate13To17Minor;
}

/**
 * One room unit for one night, in the rate's currency: scheme 1 (per person per night)
 * charges each adult, scheme 2 (per room per night) the room; children their band's rate.
 */
export function unitNightMinor(rate: ContractRate, adults: number, childAges: readonly number[]): number {
  const adultsCost = rate.rateScheme === RATE_SCHEME.perRoom ? rate.rateMinor : rate.rateMinor * adults;
  return adultsCost + childAges.reduce((sum, age) => sum + childRate(rate, age), 0);
}

export interface PricedUnit {
  totalMinor: number;
  /** The average night, for display. */
  ratePerNightMinor: number;
}

/** A room unit over its nights; `nightRates` holds the rate each night uses. */
export function priceRoomUnit(
  nightRates: readonly ContractRate[],
  adults: number,
  childAges: readonly number[],
  target: Currency,
  fx: FxRates,
): PricedUnit {
  let totalMinor = 0;
  for (const rate of nightRates)
    totalMinor += convertMinor(unitNightMinor(rate, adults, childAges), rate.currency, target, fx);
  return { totalMinor, ratePerNightMinor: nightRates.length ? Math.round(totalMinor / nightRates.length) : 0 };
}

export interface PersonPrices {
  currency: Currency;
  adultMinor: number;
  childMinor: number;
}

/** An activity, a leg or a fee for a party: adults and children (under 18) at their prices, times `times`. */
export function pricePersons(
  prices: PersonPrices,
  adults: number,
  children: number,
  target: Currency,
  fx: FxRates,
  times = 1,
): number {
  const source = (adults * prices.adultMinor + children * prices.childMinor) * times;
  return convertMinor(source, prices.currency, target, fx);
}

/** `percent` of an amount of minor units, rounded half up (away from zero). */
export function percentOf(amountMinor: number, percent: number): number {
  const exact = (Math.abs(amountMinor) * percent) / 100;
  // The 1e-9 absorbs float noise such as 0.145 * 100 = 14.499999999999998.
  const rounded = Math.floor(exact + 0.5 + 1e-9);
  return amountMinor < 0 ? -rounded : rounded;
}

export { LINE_CATEGORIES, type LineCategory };

/** What the service fee and a promo code apply to: the arrangements, not fees, levies or discounts. */
export const ARRANGEMENTS: readonly LineCategory[] = ['ACCOMMODATION', 'ACTIVITY', 'CAR_RENTAL', 'TRANSFER', 'FLIGHT'];

export interface Priced {
  category: LineCategory;
  totalMinor: number;
}

export const sumOf = (items: readonly Priced[], categories: readonly LineCategory[]) =>
  items.reduce((sum, item) => (categories.includes(item.category) ? sum + item.totalMinor : sum), 0);

export function serviceFeeMinor(items: readonly Priced[], percent: number): number {
  return percentOf(sumOf(items, ARRANGEMENTS), percent);
}

export interface Promo {
  code: string;
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
}

/**
 * A promo code's discount as a positive amount: a percentage of the arrangements, or a
 * fixed amount converted to the quote's currency; never more than the arrangements cost.
 */
export function promoDiscountMinor(items: readonly Priced[], promo: Promo, target: Currency, fx: FxRates): number {
  const base = sumOf(items, ARRANGEMENTS);
  let off = 0;
  if (promo.percentOff != null) off = percentOf(base, promo.percentOff);
  else if (promo.amountOffMinor != null && promo.currency) {
    off = convertMinor(promo.amountOffMinor, promo.currency as Currency, target, fx);
  }
  return Math.max(0, Math.min(off, base));
}

export interface QuoteTotals {
  total: number;
  rooms: number;
  activities: number;
  rentals: number;
  flights: number;
  transfers: number;
  /** Conservation fees and tourism levies. */
  fees: number;
  serviceFee: number;
  /** Zero or negative: what promo codes take off. */
  discounts: number;
}

export function totalsOf(items: readonly Priced[]): QuoteTotals {
  return {
    total: items.reduce((sum, item) => sum + item.totalMinor, 0),
    rooms: sumOf(items, ['ACCOMMODATION']),
    activities: sumOf(items, ['ACTIVITY']),
    rentals: sumOf(items, ['CAR_RENTAL']),
    flights: sumOf(items, ['FLIGHT']),
    transfers: sumOf(items, ['TRANSFER']),
    fees: sumOf(items, ['FEE', 'LEVY_TAX']),
    serviceFee: sumOf(items, ['SERVICE_FEE']),
    discounts: sumOf(items, ['DISCOUNT']),
  };
}
