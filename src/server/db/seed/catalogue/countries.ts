import type { Localized } from '../../schema/types';

export interface CountrySeed {
  code: string;
  slug: string;
  name: Localized;
  /** Place in spec 2 §3's featured list (1–12); Zanzibar holds 11, see FEATURED_PLACES. */
  featuredOrder: number | null;
  /** "to X" and "in X" in German, which need different prepositions per country. */
  deTo: string;
  deIn: string;
  /** The currency local suppliers price in (spec: ZAR, NAD, else USD). */
  rateCurrency: 'ZAR' | 'NAD' | 'USD';
}

/** The twelve countries we sell. Zanzibar is featured too but is a destination in Tanzania. */
export const COUNTRIES: readonly CountrySeed[] = [
  {
    code: 'ZA',
    slug: 'south-africa',
    name: { en: 'South Africa', de: 'Südafrika' },
    featuredOrder: 1,
    deTo: 'nach Südafrika',
    deIn: 'in Südafrika',
    rateCurrency: 'ZAR',
  },
  {
    code: 'NA',
    slug: 'namibia',
    name: { en: 'Namibia', de: 'Namibia' },
    featuredOrder: 2,
    deTo: 'nach Namibia',
    deIn: 'in Namibia',
    rateCurrency: 'NAD',
  },
  {
    code: 'TZ',
    slug: 'tanzania',
    name: { en: 'Tanzania', de: 'Tansania' },
    featuredOrder: 3,
    deTo: 'nach Tansania',
    deIn: 'in Tansania',
    rateCurrency: 'USD',
  },
  {
    code: 'RW',
    slug: 'rwanda',
    name: { en: 'Rwanda', de: 'Ruanda' },
    featuredOrder: 4,
    deTo: 'nach Ruanda',
    deIn: 'in Ruanda',
    rateCurrency: 'USD',
  },
  {
    code: 'ZM',
    slug: 'zambia',
    name: { en: 'Zambia', de: 'Sambia' },
    featuredOrder: 5,
    deTo: 'nach Sambia',
    deIn: 'in Sambia',
    rateCurrency: 'USD',
  },
  {
    code: 'BW',
    slug: 'botswana',
    name: { en: 'Botswana', de: 'Botswana' },
    featuredOrder: 6,
    deTo: 'nach Botswana',
    deIn: 'in Botswana',
    rateCurrency: 'USD',
  },
  {
    code: 'KE',
    slug: 'kenya',
    name: { en: 'Kenya', de: 'Kenia' },
    featuredOrder: 7,
    deTo: 'nach Kenia',
    deIn: 'in Kenia',
    rateCurrency: 'USD',
  },
  {
    code: 'ZW',
    slug: 'zimbabwe',
    name: { en: 'Zimbabwe', de: 'Simbabwe' },
    featuredOrder: 8,
    deTo: 'nach Simbabwe',
    deIn: 'in Simbabwe',
    rateCurrency: 'USD',
  },
  {
    code: 'MG',
    slug: 'madagascar',
    name: { en: 'Madagascar', de: 'Madagaskar' },
    featuredOrder: 9,
    deTo: 'nach Madagaskar',
    deIn: 'auf Madagaskar',
    rateCurrency: 'USD',
  },
  {
    code: 'MU',
    slug: 'mauritius',
    name: { en: 'Mauritius', de: 'Mauritius' },
    featuredOrder: 10,
    deTo: 'nach Mauritius',
    deIn: 'auf Mauritius',
    rateCurrency: 'USD',
  },
  {
    code: 'SC',
    slug: 'seychelles',
    name: { en: 'Seychelles', de: 'Seychellen' },
    featuredOrder: 12,
    deTo: 'auf die Seychellen',
    deIn: 'auf den Seychellen',
    rateCurrency: 'USD',
  },
  {
    code: 'SZ',
    slug: 'eswatini',
    name: { en: 'Eswatini', de: 'Eswatini' },
    featuredOrder: null,
    deTo: 'nach Eswatini',
    deIn: 'in Eswatini',
    rateCurrency: 'USD',
  },
];

/** Zanzibar's German prepositions, for its landing page. */
export const ZANZIBAR_PHRASES = { deTo: 'nach Sansibar', deIn: 'auf Sansibar' } as const;

/**
 * Spec 2 §3's featured list in its order. Eleven entries are countries (their
 * `featured_order`); Zanzibar is the destination with slug 'zanzibar' (is_featured),
 * at position 11, between Mauritius and the Seychelles.
 */
export const FEATURED_PLACES = [
  { kind: 'country', code: 'ZA' },
  { kind: 'country', code: 'NA' },
  { kind: 'country', code: 'TZ' },
  { kind: 'country', code: 'RW' },
  { kind: 'country', code: 'ZM' },
  { kind: 'country', code: 'BW' },
  { kind: 'country', code: 'KE' },
  { kind: 'country', code: 'ZW' },
  { kind: 'country', code: 'MG' },
  { kind: 'country', code: 'MU' },
  { kind: 'destination', slug: 'zanzibar' },
  { kind: 'country', code: 'SC' },
] as const;

export function countryByCode(code: string): CountrySeed {
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country) throw new Error(`unknown country ${code}`);
  return country;
}
