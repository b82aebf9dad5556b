import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_SYMBOLS, formatMoney, isCurrency } from './currency';

describe('currencies', () => {
  it('are the eleven of the spec with its symbols', () => {
    expect(CURRENCIES).toHaveLength(11);
    expect(CURRENCY_SYMBOLS).toMatchObject({
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
    });
    expect(isCurrency('ZAR')).toBe(true);
    expect(isCurrency('zar')).toBe(false);
  });
});

describe('formatMoney', () => {
  it('puts the symbol before the amount in English', () => {
    expect(formatMoney(125_000, 'EUR', 'en')).toBe('€1,250');
    expect(formatMoney(1_240_050, 'ZAR', 'en')).toBe('R12,400.50');
    expect(formatMoney(99_900, 'CHF', 'en')).toBe('FR\u00a0999');
  });

  it('puts it after the amount in German', () => {
    expect(formatMoney(125_000, 'EUR', 'de')).toBe('1.250\u00a0€');
    expect(formatMoney(1_240_050, 'NAD', 'de')).toBe('12.400,50\u00a0N$');
  });

  it('can force the decimals', () => {
    expect(formatMoney(100, 'GBP', 'en', { decimals: true })).toBe('£1.00');
  });
});
