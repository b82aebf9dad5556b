/** The currencies a visitor can choose (spec 1 §9), with the symbols the spec gives. */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'NAD', 'ZAR', 'NOK', 'SEK', 'DKK', 'AUD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  EUR: '€',
  GBP: '£',
  USD: '$',
  CHF: 'FR',
  NAD: 'N$',
  ZAR: 'R',
  NOK: 'KR',
  SEK: 'KR',
  DKK: 'KR',
  AUD: 'A$',
  CAD: 'C$',
};

export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
