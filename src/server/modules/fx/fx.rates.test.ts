import { describe, expect, it } from 'vitest';
import { convertMinor, type FxRates, niceAmount } from './fx.rates';

const rates: FxRates = new Map([
  ['GBP', '0.850000'],
  ['ZAR', '19.500000'],
  ['USD', '1.080000'],
  ['CHF', '0.950000'],
]);

describe('convertMinor', () => {
  it('converts through the euro exactly', () => {
    expect(convertMinor(100_000, 'EUR', 'ZAR', rates)).toBe(1_950_000);
    expect(convertMinor(1_950_000, 'ZAR', 'EUR', rates)).toBe(100_000);
    expect(convertMinor(10_800, 'USD', 'GBP', rates)).toBe(8_500);
    expect(convertMinor(12_345, 'EUR', 'EUR', rates)).toBe(12_345);
  });

  it('rounds half up, away from zero', () => {
    // 1 minor EUR → 0.85 GBP minor → 1; 3 → 2.55 → 3; 5 → 4.25 → 4; 10 → 8.5 → 9
    expect(convertMinor(1, 'EUR', 'GBP', rates)).toBe(1);
    expect(convertMinor(3, 'EUR', 'GBP', rates)).toBe(3);
    expect(convertMinor(5, 'EUR', 'GBP', rates)).toBe(4);
    expect(convertMinor(10, 'EUR', 'GBP', rates)).toBe(9);
    expect(convertMinor(-10, 'EUR', 'GBP', rates)).toBe(-9);
  });

  it('has no float drift on large amounts', () => {
    // 0.1 + 0.2 style errors would show in the last digit here.
    expect(convertMinor(123_456_789, 'EUR', 'CHF', rates)).toBe(117_283_950);
  });

  it('refuses a currency without a rate and amounts that are not minor units', () => {
    expect(() => convertMinor(100, 'EUR', 'NOK', rates)).toThrow(/NOK/);
    expect(() => convertMinor(1.5, 'EUR', 'GBP', rates)).toThrow();
  });
});

describe('niceAmount', () => {
  it('keeps two leading digits, snapped to round values', () => {
    expect(niceAmount(3_500)).toBe(3_500);
    expect(niceAmount(2_975)).toBe(3_000);
    expect(niceAmount(5_950)).toBe(6_000);
    expect(niceAmount(66_500)).toBe(65_000);
    expect(niceAmount(40_250)).toBe(40_000);
    expect(niceAmount(133_000)).toBe(130_000);
    expect(niceAmount(7)).toBe(7);
  });
});
