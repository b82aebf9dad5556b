import { describe, expect, it } from 'vitest';
import { countLabel } from './count';
import { LOCALES, type Locale } from './locales';
import { MESSAGES, type MessageKey } from './messages';
import { getTranslator } from './t';

/**
 * The nouns our messages count, singular and plural, as they follow a number. A word with
 * one form for both (Zimmer, km) is not listed: it cannot be wrong. German lists the forms
 * of every case a count phrase uses ("1 Erwachsener", "für 1 Erwachsenen", "2 Erwachsene").
 */
const NOUNS: Record<Locale, { one: string[]; other: string[] }> = {
  en: {
    one: [
      'night',
      'day',
      'adult',
      'child',
      'trip',
      'journey',
      'stay',
      'review',
      'person',
      'door',
      'result',
      'letter',
      'destination',
      'bed',
      'traveller',
    ],
    other: [
      'nights',
      'days',
      'adults',
      'children',
      'trips',
      'journeys',
      'stays',
      'reviews',
      'people',
      'doors',
      'results',
      'letters',
      'destinations',
      'beds',
      'travellers',
    ],
  },
  de: {
    one: [
      'Nacht',
      'Tag',
      'Erwachsener',
      'Erwachsenen',
      'Kind',
      'Reise',
      'Unterkunft',
      'Bewertung',
      'Person',
      'Tür',
      'Ergebnis',
      'Buchstabe',
      'Reiseziel',
      'Bett',
      'Reisender',
    ],
    other: [
      'Nächte',
      'Tage',
      'Erwachsene',
      'Kinder',
      'Reisen',
      'Unterkünfte',
      'Bewertungen',
      'Personen',
      'Türen',
      'Ergebnisse',
      'Buchstaben',
      'Reiseziele',
      'Betten',
      'Reisende',
    ],
  },
};

/** Placeholders that stand for words, never numbers ("{{name}} trips" is "Walking trips"). */
const WORDS = ['name'];

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const isPluralKey = (key: string) => /\.(one|other)$/.test(key);
const countedNoun = (locale: Locale) =>
  new RegExp(
    `\\{\\{(?!(?:${WORDS.join('|')})\\}\\})\\w+\\}\\}\\s(${[...NOUNS[locale].one, ...NOUNS[locale].other].join('|')})(?![\\p{L}])`,
    'u',
  );
/** Every `.one`/`.other` pair: the messages that take a count. */
const bases = [...new Set(keys.filter(isPluralKey).map((key) => key.replace(/\.(one|other)$/, '')))];
const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');

/** The first counted noun after the number in a rendered message, with the number. */
function nounAfter(text: string, number: string, locale: Locale): string | null {
  const at = text.indexOf(number);
  if (at < 0) return null;
  const words = text.slice(at + number.length).match(/\p{L}+/gu) ?? [];
  return words.find((word) => NOUNS[locale].one.includes(word) || NOUNS[locale].other.includes(word)) ?? null;
}

describe('messages that count', () => {
  it('are plural pairs wherever a number is followed by a counted noun', () => {
    const unpaired = LOCALES.flatMap((locale) =>
      keys
        .filter((key) => !isPluralKey(key) && countedNoun(locale).test(MESSAGES[locale][key]))
        .map((key) => `${locale} ${key}`),
    );
    expect(unpaired).toEqual([]);
  });

  it('have both forms in both languages, each with its {{count}}', () => {
    for (const base of bases) {
      for (const locale of LOCALES) {
        for (const form of ['one', 'other']) {
          const message = MESSAGES[locale][`${base}.${form}` as MessageKey];
          expect(message, `${locale} ${base}.${form}`).toBeTruthy();
          // "1 night" may spell its number; every other form must show it.
          if (form === 'other') expect(message, `${locale} ${base}.${form}`).toContain('{{count}}');
        }
      }
    }
  });

  it('read right for 0, 1, 2 and 5 in both languages', () => {
    const wrong: string[] = [];
    for (const locale of LOCALES) {
      const t = getTranslator(locale);
      for (const base of bases) {
        const others = placeholders(MESSAGES[locale][`${base}.other` as MessageKey]).filter((name) => name !== 'count');
        const values = Object.fromEntries(others.map((name) => [name, '«x»']));
        for (const count of [0, 1, 2, 5]) {
          const text = countLabel(t, locale, base as Parameters<typeof countLabel>[2], count, values);
          if (text.includes('{{')) wrong.push(`${locale} ${base} ${count}: "${text}" has an unfilled placeholder`);
          const noun = nounAfter(text, String(count), locale);
          if (noun === null) continue;
          const expected = count === 1 ? 'one' : 'other';
          if (!NOUNS[locale][expected].includes(noun)) wrong.push(`${locale} ${base} ${count}: "${text}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
