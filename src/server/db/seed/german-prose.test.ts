import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './catalogue/countries';
import { DESTINATION_SEEDS } from './catalogue/destinations';
import { inPhrase, inRunningText } from './generate/text';
import { type SeedText, seedTexts } from './seed-texts';

/**
 * Typography and grammar a machine can check over every German text the seed writes
 * (docs/decisions/027). Each failure names the text's path and the offending passage.
 */
const texts = seedTexts();
const german = [...new Map(texts.map((text) => [text.de, text])).values()];

function offending(pattern: RegExp, among: readonly SeedText[] = german): string[] {
  return among.flatMap(({ path, de }) => {
    const match = de.match(pattern);
    return match ? [`${path}: …${de.slice(Math.max(0, (match.index ?? 0) - 30), (match.index ?? 0) + 40)}…`] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names German uses with an article: "im Okavango-Delta", "auf den Seychellen", "am Kivusee". */
const namesWithArticle = [
  ...DESTINATION_SEEDS.filter((seed) => {
    const phrase = inPhrase(seed).de;
    return phrase !== `in ${seed.name.de}` && phrase !== `auf ${seed.name.de}`;
  }).map((seed) => seed.name.de),
  ...COUNTRIES.filter((country) => !country.deIn.endsWith(` ${country.name.de}`) || country.deTo.includes(' die ')).map(
    (country) => country.name.de,
  ),
];

describe('the German seed texts', () => {
  it('cover the whole catalogue', () => {
    expect(german.length).toBeGreaterThan(3000);
    expect(namesWithArticle).toEqual(
      expect.arrayContaining(['Okavango-Delta', 'Serengeti-Nationalpark', 'Seychellen', 'Kivusee']),
    );
  });

  it('use German quotation marks „…“, never straight or English ones', () => {
    expect(offending(/["”]/)).toEqual([]);
    const unbalanced = german.filter(({ de }) => (de.match(/„/g) ?? []).length !== (de.match(/“/g) ?? []).length);
    expect(unbalanced.map(({ path, de }) => `${path}: ${de}`)).toEqual([]);
  });

  it('have no double, leading or trailing spaces and no space before punctuation', () => {
    expect(offending(/ {2}|^\s|\s$| [,.;:!?)]/)).toEqual([]);
  });

  it('put a non-breaking space between a number and its unit, per cent or currency', () => {
    const unit = '(?:%|€|km²|km|kg|ha|m|g|Meter|Kilometer|Quadratkilometer|Hektar|Prozent)(?![\\p{L}\\d])';
    expect(offending(new RegExp(`\\d(?: |)${unit}`, 'u'))).toEqual([]);
  });

  it('write numbers the German way (1.234,5)', () => {
    expect(offending(/\d,\d{3}(?!\d)|\d\.\d{1,2}(?![\d.])/)).toEqual([]);
  });

  it('address the reader as "Sie"', () => {
    expect(offending(/\b(?:du|dich|dir|dein\p{L}*|euch|euer|eure[mnrs]?)\b/iu)).toEqual([]);
  });

  it('use the glossary terms: Station, Angebot, Gutscheincode, Anreise, Stornobedingungen', () => {
    expect(
      offending(/\bHalte?s?\b|Vorschlag|Aktionscode|Promocode|Stornierungsrichtlinie|Richtlinie|\bAnkunft\b/),
    ).toEqual([]);
  });

  it('give a place name its article after a preposition ("ins Okavango-Delta", never "nach Okavango-Delta")', () => {
    const prepositions = '(?:nach|in|aus|von|über|bis|ab|zu|für|Nach|In|Aus|Von|Über|Ab|Zu|Für)';
    const bare = new RegExp(
      `(?<![\\p{L}-])${prepositions} (?:${namesWithArticle.map(escapeRegExp).join('|')})(?![\\p{L}-])`,
      'u',
    );
    expect(offending(bare)).toEqual([]);
    const nachArticle = new RegExp(
      `\\bnach (?:der|dem|den|die|das) (?:${namesWithArticle.map(escapeRegExp).join('|')})(?![\\p{L}-])`,
      'u',
    );
    expect(offending(nachArticle)).toEqual([]);
  });

  it('have right "to" and "in" forms for every country', () => {
    for (const country of COUNTRIES) {
      expect(country.deTo, country.slug).toMatch(/^(nach \p{Lu}|auf die \p{Lu})/u);
      expect(country.deIn, country.slug).toMatch(/^(in \p{Lu}|auf \p{Lu}|auf den \p{Lu})/u);
    }
  });

  it('do not start list items in running text with a capitalised adjective', () => {
    expect(offending(/(?:[:,] |und )(?:Morgendliche|Geführte|Private|Klassische|Kleine|Große)\s/)).toEqual([]);
    expect(inRunningText('Morgendliche Pirschfahrt')).toBe('morgendliche Pirschfahrt');
    expect(inRunningText('Geführte Buschwanderung')).toBe('geführte Buschwanderung');
    expect(inRunningText('Nachtpirsch')).toBe('Nachtpirsch');
    expect(inRunningText('Besuch einer Kulturstätte')).toBe('Besuch einer Kulturstätte');
    expect(inRunningText('Zwei Tauchgänge')).toBe('zwei Tauchgänge');
    expect(inRunningText('Das größte Binnendelta der Welt.')).toBe('das größte Binnendelta der Welt.');
    expect(inRunningText('Sümpfe und Staubebenen')).toBe('Sümpfe und Staubebenen');
    expect(inRunningText('Simbabwes größter Park')).toBe('Simbabwes größter Park');
    // A title may follow its name after a dash ("Madagaskar – Der achte Kontinent"); running text may not.
    const running = german.filter(({ path }) => !/title$/i.test(path));
    expect(offending(/ – (?:Der|Die|Das|Ein|Eine) /, running)).toEqual([]);
  });

  it('state each cancellation band once: no day is named in two bands', () => {
    const answers = german.filter(({ de }) => de.includes('Stornostufe'));
    expect(answers.length).toBeGreaterThanOrEqual(3);
    for (const { path, de } of answers) {
      const days = [...de.matchAll(/(\d+) Tag/g)].map((match) => match[1]);
      expect(new Set(days).size, `${path}: ${de}`).toBe(days.length);
    }
  });

  it('keep out the literal translations a review found (docs/decisions/027)', () => {
    // "fällt in April" (falls in April), a reflexive passive, "frontier town" as a border town,
    // a drinks promise the English does not make, an English word for the mokoro guide.
    expect(
      offending(/fällt in (?:Januar|April|Mai|Juni)|wurde sich|Grenzstadt|inkl\. Getränke|Migrationssafari|\bPoler\b/),
    ).toEqual([]);
  });
});

/** The German blog posts and pages, without their front matter (whose quotes are YAML's). */
const CONTENT = new URL('../../../content/', import.meta.url);
const contentTexts: SeedText[] = ['blog/de', 'pages/de'].flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, CONTENT))
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const source = readFileSync(new URL(`${folder}/${file}`, CONTENT), 'utf8');
      return { path: `${folder}/${file}`, en: '', de: source.replace(/^---\n[\s\S]*?\n---\n/, '') };
    }),
);

describe('the German blog posts and pages', () => {
  it('follow the same typography and terminology', () => {
    expect(contentTexts.length).toBeGreaterThanOrEqual(4);
    expect(offending(/["”]|\d(?: |)(?:%|€|km|kg)(?![\p{L}\d])/u, contentTexts)).toEqual([]);
    expect(
      offending(
        /\bHalte?s?\b|Vorschlag|Aktionscode|Stornierungsrichtlinie|\b(?:du|dich|dir|dein\p{L}*)\b/u,
        contentTexts,
      ),
    ).toEqual([]);
  });
});
