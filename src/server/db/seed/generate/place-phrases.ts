/**
 * "to X" for a destination, derived from its "in X" (`inPhrase`): German needs the
 * accusative and a gender-dependent article ("im Okavango-Delta" → "ins Okavango-Delta",
 * "im Serengeti-Nationalpark" → "in den Serengeti-Nationalpark", "auf den Seychellen" →
 * "auf die Seychellen", "in Kapstadt" → "nach Kapstadt"). Pages show these instead of gluing
 * "nach" to a name (docs/decisions/026).
 */
import type { Localized, PlacePhrases } from '../../schema/types';
import { COUNTRIES, ZANZIBAR_PHRASES } from '../catalogue/countries';
import type { DestinationSeed } from '../catalogue/destination-seed';
import { inPhrase } from './text';

/** German nouns ending so are masculine ("der Nationalpark", "der Kivusee"); the others here are neuter. */
const DE_MASCULINE = /(park|see|krater|canyon|wald|berg|fluss|strand|busch|kanal)$/i;

function lastWord(phrase: string): string {
  return phrase.split(/\s+/).at(-1) ?? phrase;
}

/** Adjectives after "im"/"am" ("im privaten …") take -e after "ins"/"ans" ("ins private …"). */
function neuterAccusative(rest: string): string {
  const words = rest.split(' ');
  return words
    .map((word, i) => (i < words.length - 1 && /^[a-zäöü]+en$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');
}

/** German "to X" from German "in X" (dative); null when the rule does not know the form. */
export function germanDirection(dative: string): string | null {
  const match = /^(im|am|in der|in den|auf den|auf der|auf dem|in|auf|an der|nach) (.+)$/.exec(dative);
  if (!match) return null;
  const [, preposition, rest] = match as unknown as [string, string, string];
  const masculine = DE_MASCULINE.test(lastWord(rest));
  switch (preposition) {
    case 'nach':
      return dative;
    case 'in':
    case 'auf':
      // A name without an article: towns, countries, islands ("auf Mauritius" → "nach Mauritius").
      return `nach ${rest}`;
    case 'im':
      return masculine ? `in den ${rest}` : `ins ${neuterAccusative(rest)}`;
    case 'am':
      return masculine ? `an den ${rest}` : `ans ${neuterAccusative(rest)}`;
    case 'in der':
      return `in die ${rest}`;
    case 'an der':
      return `an die ${rest}`;
    case 'auf der':
      return `auf die ${rest}`;
    case 'auf dem':
      return `auf das ${rest}`;
    case 'in den':
    case 'auf den': {
      // Dative plural: the noun loses its dative -n ("den Drakensbergen" → "die Drakensberge").
      const plural = rest.replace(/(berg|see)en$/, '$1e').replace(/(berg)en\b/, '$1e');
      return `${preposition.split(' ')[0]} die ${plural}`;
    }
    default:
      return null;
  }
}

/** English "to X" from "in/at/on X". */
export function englishDirection(inEnglish: string): string {
  return inEnglish.replace(/^(in|at|on) /, 'to ');
}

/** The phrases stored with a destination; countries take their hand-written German forms. */
export function placePhrases(seed: DestinationSeed): PlacePhrases {
  const where = inPhrase(seed);
  const country = seed.category === 'Country' ? COUNTRIES.find((c) => c.code === seed.country) : undefined;
  const deTo = country?.deTo ?? (seed.slug === 'zanzibar' ? ZANZIBAR_PHRASES.deTo : germanDirection(where.de));
  if (!deTo) throw new Error(`No German "to" phrase for ${seed.slug} ("${where.de}"): give it an inPhrase`);
  const to: Localized = { en: englishDirection(where.en), de: deTo };
  return { to, in: where };
}
