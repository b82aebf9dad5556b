import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '~/lib/currency';
import { currencyForCountry, detectLocale, localeFromAcceptLanguage, parseAcceptLanguage } from './locale-detection';

describe('detectLocale', () => {
  it('prefers the CDN country header', () => {
    const headers = new Headers({ 'cf-ipcountry': 'za', 'accept-language': 'de-CH,de;q=0.9' });
    expect(detectLocale(headers)).toEqual({ countryCode: 'ZA', currency: 'ZAR', language: 'de' });
  });

  it('falls back to the Accept-Language region', () => {
    const headers = new Headers({ 'accept-language': 'en-GB,en;q=0.8' });
    expect(detectLocale(headers)).toEqual({ countryCode: 'GB', currency: 'GBP', language: 'en' });
  });

  it('ends at EUR and English when nothing is known', () => {
    expect(detectLocale(new Headers())).toEqual({ countryCode: null, currency: 'EUR', language: 'en' });
  });

  it('ignores the unknown-country markers of CDNs', () => {
    expect(detectLocale(new Headers({ 'cf-ipcountry': 'XX' })).countryCode).toBeNull();
  });
});

describe('currencyForCountry', () => {
  it('reaches every currency we sell in', () => {
    const reached = new Set(['DE', 'GB', 'US', 'CH', 'NA', 'ZA', 'NO', 'SE', 'DK', 'AU', 'CA'].map(currencyForCountry));
    expect([...reached].sort()).toEqual([...CURRENCIES].sort());
  });

  it('uses EUR for countries without their own offer', () => {
    expect(currencyForCountry('KE')).toBe('EUR');
  });
});

describe('Accept-Language', () => {
  it('orders by quality and keeps the header order on ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-AT, en;q=0.9').map((r) => r.language)).toEqual(['de', 'en', 'fr']);
  });

  it('finds the first supported language', () => {
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.7, en;q=0.6')).toBe('de');
    expect(localeFromAcceptLanguage('fr-FR')).toBeNull();
    expect(localeFromAcceptLanguage('garbage;;;')).toBeNull();
  });
});
