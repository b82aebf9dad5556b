import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl';

describe('shared Intl formatters', () => {
  it('makes one formatter per locale and options, and formats like a new one', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('de-DE', options)).toBe(numberFormat('de-DE', { ...options }));
    expect(numberFormat('de-DE', options)).not.toBe(numberFormat('en-GB', options));
    expect(numberFormat('de-DE', options).format(1250.5)).toBe(new Intl.NumberFormat('de-DE', options).format(1250.5));
    const month = { month: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de-DE', month)).toBe(dateTimeFormat('de-DE', month));
    expect(dateTimeFormat('de-DE', month).format(new Date(Date.UTC(2000, 2, 15)))).toBe('März');
    expect(listFormat('en-GB', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
