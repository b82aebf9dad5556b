import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_SYMBOLS, formatMoney, isCurrency } from './currency';

describe('currencies', () => {
  it('are the eleven of the spec, with the symbols German and English readers know (decision 026)', () => {
    expect(CURRENCIES).toHaveLength(11);
    expect(CURRENCY_SYMBOLS).toMatchObject({
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
    });
    expect(isCurrency('ZAR')).toBe(true);
    expect(isCurrency('zar')).toBe(false);
  });
});

describe('formatMoney', () => {
  it('puts the symbol before the amount in English', () => {
    expect(formatMoney(125_000, 'EUR', 'en')).toBe('€1,250');
    expect(formatMoney(1_240_050, 'ZAR', 'en')).toBe('R12,400.50');
    expect(formatMoney(99_900, 'CHF', 'en')).toBe('CHF\u00a0999');
  });

  it('writes kroner after the amount, as Scandinavians do', () => {
    expect(formatMoney(99_900, 'SEK', 'en')).toBe('999\u00a0kr');
    expect(formatMoney(99_900, 'DKK', 'de')).toBe('999\u00a0kr');
  });

  it('writes every currency with a non-breaking space or no space, never a bare FR or KR', () => {
    for (const currency of CURRENCIES) {
      for (const locale of ['en', 'de'] as const) {
        const text = formatMoney(123_456, currency, locale);
        expect(text, `${currency} ${locale}`).not.toMatch(/ |\bFR\b|\bKR\b/);
        if (locale === 'de') expect(text, currency).toMatch(/^1\.234,56\u00a0\S+$/);
      }
    }
  });

  it('puts it after the amount in German', () => {
    expect(formatMoney(125_000, 'EUR', 'de')).toBe('1.250\u00a0€');
    expect(formatMoney(1_240_050, 'NAD', 'de')).toBe('12.400,50\u00a0N$');
    expect(formatMoney(99_900, 'CHF', 'de')).toBe('999\u00a0CHF');
  });

  it('can force the decimals', () => {
    expect(formatMoney(100, 'GBP', 'en', { decimals: true })).toBe('£1.00');
  });
});
