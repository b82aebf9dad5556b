import { describe, expect, it } from 'vitest';
import { currencyFromHeaders } from './currency';

describe('currencyFromHeaders', () => {
  it('reads the chosen currency from the cookie header, else detects it', () => {
    expect(currencyFromHeaders(new Headers({ cookie: 'lang=de; currency=ZAR' }))).toBe('ZAR');
    expect(currencyFromHeaders(new Headers({ cookie: 'currency=XXX', 'accept-language': 'en-GB' }))).toBe('GBP');
    expect(currencyFromHeaders(new Headers({ 'accept-language': 'de-CH' }))).toBe('CHF');
  });
});
