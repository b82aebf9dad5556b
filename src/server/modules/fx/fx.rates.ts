import type { Currency } from '~/lib/currency';

/**
 * Euro rates as stored (`fx_rates.rate`: 1 EUR = rate units), kept as decimal strings so
 * conversion can be exact. EUR itself needs no entry.
 */
export type FxRates = ReadonlyMap<Currency, string>;

const SCALE = 1_000_000n;

/** "18.2345" → 18234500n (millionths); the column has six decimals. */
function toMillionths(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a decimal FX rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(6, '0'));
}

function rateOf(currency: Currency, rates: FxRates): bigint {
  if (currency === 'EUR') return SCALE;
  const rate = rates.get(currency);
  if (rate === undefined) throw new Error(`no FX rate for ${currency}`);
  const millionths = toMillionths(rate);
  if (millionths === 0n) throw new Error(`FX rate for ${currency} is zero`);
  return millionths;
}

/**
 * Converts integer minor units through the euro rates, exactly (BigInt), rounding half up
 * (half away from zero): the rounding travellers know from price tags. All eleven
 * currencies have two decimals, so minor units convert one to one.
 */
export function convertMinor(amountMinor: number, from: Currency, to: Currency, rates: FxRates): number {
  if (!Number.isInteger(amountMinor)) throw new Error(`not minor units: ${amountMinor}`);
  if (from === to) return amountMinor;
  const numerator = BigInt(amountMinor) * rateOf(to, rates);
  const denominator = rateOf(from, rates);
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const rounded = (absolute * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/**
 * A "nice" amount near `major` for filter bands: two leading digits, the second snapped to
 * 0 (leading 1–2) or 0/5 (leading 3–9). 2,975 → 3,000; 66,500 → 65,000; 133,000 → 130,000.
 */
export function niceAmount(major: number): number {
  if (major < 10) return Math.max(1, Math.round(major));
  const power = 10 ** (Math.floor(Math.log10(major)) - 1);
  const leading = Math.floor(major / (power * 10));
  const step = leading < 3 ? power : power * 5;
  return Math.round(major / step) * step;
}
