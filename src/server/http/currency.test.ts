import { describe, expect, it } from 'vitest';
import { currencyFromHeaders, safeReturnPath } from './currency';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/de/t?sort=price', '/en/')).toBe('/de/t?sort=price');
  });

  it('refuses other hosts and schemes', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(value, '/en/'), String(value)).toBe('/en/');
    }
  });
});

describe('currencyFromHeaders', () => {
  it('reads the chosen currency from the cookie header, else detects it', () => {
    expect(currencyFromHeaders(new Headers({ cookie: 'lang=de; currency=ZAR' }))).toBe('ZAR');
    expect(currencyFromHeaders(new Headers({ cookie: 'currency=XXX', 'accept-language': 'en-GB' }))).toBe('GBP');
    expect(currencyFromHeaders(new Headers({ 'accept-language': 'de-CH' }))).toBe('CHF');
  });
});
