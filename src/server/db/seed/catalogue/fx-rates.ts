import type { Currency } from '~/lib/currency';

/**
 * 1 EUR = … (realistic 2026 levels; NAD is pegged 1:1 to ZAR). Stored with the anchor
 * date as `taken_on`; trip month rates are converted with exactly these numbers.
 */
export const FX_RATES: Record<Currency, number> = {
  EUR: 1,
  GBP: 0.86,
  USD: 1.17,
  CHF: 0.93,
  NAD: 20.4,
  ZAR: 20.4,
  NOK: 11.7,
  SEK: 11.05,
  DKK: 7.46,
  AUD: 1.78,
  CAD: 1.61,
};

/** Minor units of `currency` to EUR minor units. */
export const toEurMinor = (minor: number, currency: Currency) => minor / FX_RATES[currency];

/**
 * EUR minor units to `currency`, rounded up to a whole unit: "from" prices read as whole
 * numbers. Rounding to 6 places first keeps float noise (1170.0000000000002) from adding a unit.
 */
export const fromEurMinor = (eurMinor: number, currency: Currency) =>
  Math.ceil(Math.round(((eurMinor * FX_RATES[currency]) / 100) * 1e6) / 1e6) * 100;
