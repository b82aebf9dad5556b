import { numberFormat } from './intl';

/**
 * The currencies a visitor can choose (spec 1 §9) and their symbols: the spec's, except the
 * franc and the kroner, which read "CHF" and "kr" as their users write them (decision 026).
 */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'NAD', 'ZAR', 'NOK', 'SEK', 'DKK', 'AUD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  EUR: '€',
  GBP: '£',
  USD: '$',
  CHF: 'CHF',
  NAD: 'N$',
  ZAR: 'R',
  NOK: 'kr',
  SEK: 'kr',
  DKK: 'kr',
  AUD: 'A$',
  CAD: 'C$',
};

export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** All eleven currencies have two decimal places. */
export const MINOR_UNITS_PER_UNIT = 100;

/**
 * Formats integer minor units with our symbols: "€1,250", "R12,400.50" or "CHF 999" in
 * English, "1.250 €" and "999 CHF" in German, "999 kr" in both. Whole amounts drop the decimals unless `decimals` is forced.
 */
export function formatMoney(
  minor: number,
  currency: Currency,
  locale: 'en' | 'de',
  { decimals }: { decimals?: boolean } = {},
): string {
  const units = minor / MINOR_UNITS_PER_UNIT;
  const showDecimals = decimals ?? !Number.isInteger(units);
  const number = numberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    minimumFractionDigits: showDecimals ? 2 : 0,
    maximumFractionDigits: showDecimals ? 2 : 0,
  }).format(units);
  const symbol = CURRENCY_SYMBOLS[currency];
  // German, and kroner in either language, put the symbol after the amount ("999 kr").
  if (locale === 'de' || symbol === 'kr') return `${number}\u00a0${symbol}`;
  return symbol.length === 1 ? `${symbol}${number}` : `${symbol}\u00a0${number}`;
}
