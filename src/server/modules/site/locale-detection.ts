import { type Currency, DEFAULT_CURRENCY } from '~/lib/currency';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/i18n/locales';

const EURO_COUNTRIES = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
];

/** Country → currency for the eleven currencies we sell in; anything else pays in EUR. */
const COUNTRY_CURRENCY: Record<string, Currency> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((code) => [code, 'EUR' as const])),
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  US: 'USD',
  PR: 'USD',
  CH: 'CHF',
  LI: 'CHF',
  NA: 'NAD',
  ZA: 'ZAR',
  LS: 'ZAR',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  GL: 'DKK',
  FO: 'DKK',
  AU: 'AUD',
  CA: 'CAD',
};

/** Headers that CDNs and load balancers use to pass the visitor's country. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];

export function currencyForCountry(countryCode: string | null): Currency {
  return (countryCode && COUNTRY_CURRENCY[countryCode]) || DEFAULT_CURRENCY;
}

interface LanguageRange {
  language: string;
  region: string | null;
  quality: number;
}

/** Parses an Accept-Language header into ranges, best first. */
export function parseAcceptLanguage(header: string | null): LanguageRange[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      const [language = '', region] = tag.trim().split('-');
      return {
        language: language.toLowerCase(),
        region: region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null,
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => /^[a-z]{2,3}$/.test(range.language) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ language, region, quality }) => ({ language, region, quality }));
}

/** The first supported language the browser asks for, or null. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  return (
    parseAcceptLanguage(header)
      .map((r) => r.language)
      .find(isLocale) ?? null
  );
}

/** What is read from a request's headers: a `Headers`, or a plain getter over Node's. */
export type RequestHeaders = Pick<Headers, 'get'>;

export interface DetectedLocale {
  countryCode: string | null;
  currency: Currency;
  language: Locale;
}

/** Country from a CDN header, else the Accept-Language region; currency from the country, else EUR. */
export function detectLocale(headers: RequestHeaders): DetectedLocale {
  const fromCdn = COUNTRY_HEADERS.map((name) => headers.get(name)?.trim().toUpperCase()).find(
    (code): code is string => !!code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1',
  );
  const ranges = parseAcceptLanguage(headers.get('accept-language'));
  const countryCode = fromCdn ?? ranges.find((r) => r.region)?.region ?? null;
  return {
    countryCode,
    currency: currencyForCountry(countryCode),
    language: localeFromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LOCALE,
  };
}
