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

/** Words capitalised only at the start of a sentence: articles, number words, "fast". */
const SMALL_WORDS = /^(Der|Die|Das|Ein|Eine|Einer|Eines|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|Fast)$/;

/**
 * A title or short text as an item of a list inside a sentence: German capitalises nouns,
 * not the article, adjective or number word in front of them ("Beliebt sind: morgendliche
 * Pirschfahrt, …", "Okavango-Delta – das größte Binnendelta der Welt").
 */
export function inRunningText(title: string): string {
  const [first, second] = title.split(' ');
  if (!first || !second) return title;
  const adjective = /^\p{Lu}\p{Ll}+(e|en|er|es)$/u.test(first) && /^\p{Lu}/u.test(second);
  if (!adjective && !SMALL_WORDS.test(first)) return title;
  return first.charAt(0).toLowerCase() + title.slice(1);
}

const NUMBER_BEFORE_UNIT =
  /(\d) (?=(?:%|€|km²|km|kg|ha|m|g|Meter|Kilometer|Quadratkilometer|Hektar|Prozent)(?![\p{L}\d]))/gu;

/** German typesetting: a non-breaking space between a number and its unit, "%" or "€" ("20.000 km²"). */
export const germanTypography = (text: string) => text.replace(NUMBER_BEFORE_UNIT, '$1\u00a0');

/** A copy of rows with every German text typeset; the English texts are left as they are. */
export function typesetGerman<T>(value: T): T {
  if (Array.isArray(value)) return value.map(typesetGerman) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.de === 'string' && Object.keys(record).length === 2) {
    return { en: record.en, de: germanTypography(record.de) } as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, typesetGerman(item)])) as T;
}
