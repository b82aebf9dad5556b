import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKABLE_UNIT, forbiddenTerms, parseGlossary } from './glossary';
import de from './messages/de.json';

const glossary = parseGlossary(readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8'));

describe('the glossary (docs/glossary.md)', () => {
  it('reads forbidden words and patterns from its table', () => {
    const sources = glossary.map((term) => term.source);
    expect(sources).toEqual(expect.arrayContaining(['Reisevorschlag', 'Aktionscode', 'Auf der Straße']));
    expect(forbiddenTerms('Ihr Reisevorschlag ist fertig', glossary)).toEqual([
      { found: 'Reisevorschlag', use: 'Angebot' },
    ]);
    expect(forbiddenTerms('Diese Aktivität wird an diesem Halt nicht angeboten', glossary)[0]?.use).toBe('Station');
    expect(forbiddenTerms('Kostenlos bis 62 Tage vor Ankunft', glossary)[0]?.found).toBe('vor Ankunft');
    expect(forbiddenTerms('Es gilt die Stornierungsrichtlinie der Unterkunft', glossary)).toHaveLength(1);
    expect(forbiddenTerms('Schreiben Sie Ihrem Reiseberater', glossary)).toHaveLength(1);
    expect(forbiddenTerms('Vollpension (inkl. Getränke)', glossary)).toHaveLength(1);
  });

  it('lets the right words and neighbours pass', () => {
    const fine = [
      'Ihr Angebot: Kapstadt und das Weinland',
      'Station 2: Okavango-Delta',
      'Legen Sie dort einen Tag Pause ein und machen Sie Halt am Kap',
      'Gutscheincode (optional)',
      'Eine Reiseberaterin oder ein Reiseberater meldet sich bei Ihnen.',
      'Flexible Stornierung',
      'Anreise und Abreise',
      'Ankunft in Maun um 14:30 Uhr',
    ];
    for (const text of fine) expect(forbiddenTerms(text, glossary), text).toEqual([]);
  });

  it('finds none of its forbidden words in the German messages (UI and e-mails)', () => {
    const found = Object.entries(de).flatMap(([key, text]) =>
      forbiddenTerms(text, glossary).map(({ found, use }) => `${key}: „${found}“ → ${use}`),
    );
    expect(found).toEqual([]);
  });

  it('puts a non-breaking space between a number and its unit in every German message', () => {
    expect(BREAKABLE_UNIT.test('5 %')).toBe(true);
    expect(BREAKABLE_UNIT.test('{{distance}} km')).toBe(true);
    expect(BREAKABLE_UNIT.test('5\u00a0%')).toBe(false);
    expect(BREAKABLE_UNIT.test('2 Wochen')).toBe(false);
    const breakable = Object.entries(de)
      .filter(([, text]) => BREAKABLE_UNIT.test(text))
      .map(([key]) => key);
    expect(breakable).toEqual([]);
  });
});

describe('the German content files', () => {
  const folder = new URL('../content/', import.meta.url);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.md') && name.split(/[\\/]/).includes('de'),
  );

  it('are found (legal texts, pages and the journal)', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it('use none of the glossary’s forbidden words', () => {
    const found = files.flatMap((name) =>
      forbiddenTerms(readFileSync(new URL(name, folder), 'utf8'), glossary).map(
        ({ found, use }) => `${name}: „${found}“ → ${use}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
