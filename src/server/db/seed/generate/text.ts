import type { Localized } from '../../schema/types';
import { countryByCode } from '../catalogue/countries';
import type { DestinationSeed } from '../catalogue/destination-seed';

export const MONTH_NAMES: Record<'en' | 'de', readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/** "a, b and c" / "a, b und c". */
export function joinList(items: readonly string[], locale: 'en' | 'de'): string {
  if (items.length <= 1) return items.join('');
  const and = locale === 'en' ? 'and' : 'und';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

export const monthList = (months: readonly number[], locale: 'en' | 'de') =>
  joinList(
    [...months].sort((a, b) => a - b).map((m) => MONTH_NAMES[locale][m - 1] ?? ''),
    locale,
  );

/** Whole numbers with thousands separators, written out so no ICU data is involved. */
export function formatNumber(value: number, locale: 'en' | 'de'): string {
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.');
  return value < 0 ? `-${grouped}` : grouped;
}

export const localize = (build: (locale: 'en' | 'de') => string): Localized => ({ en: build('en'), de: build('de') });

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const ROMAN: [number, string][] = [
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function roman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

const DE_IM = /(park|reservat|schutzgebiet|delta|-tal|land|kap|vlei|krater)$/i;
const DE_IN_DER = /(Konzession|Wildnis|Region)$/;

/** "in the Okavango Delta" / "im Okavango-Delta": where a stay or stop is. */
export function inPhrase(destination: DestinationSeed): Localized {
  if (destination.inPhrase) return destination.inPhrase;
  const { en, de } = destination.name;
  if (destination.category === 'Island') return { en: `on ${en}`, de: `auf ${de}` };
  if (destination.category === 'Country' && destination.country) {
    return { en: `in ${en}`, de: countryByCode(destination.country).deIn };
  }
  const withArticle = ['National Park', 'Nature Reserve', 'Private Concession', 'Province', 'Destination'];
  const enPhrase = withArticle.includes(destination.category) ? `in the ${en}` : `in ${en}`;
  if (DE_IM.test(de)) return { en: enPhrase, de: `im ${de}` };
  if (DE_IN_DER.test(de)) return { en: enPhrase, de: `in der ${de}` };
  return { en: enPhrase, de: `in ${de}` };
}
