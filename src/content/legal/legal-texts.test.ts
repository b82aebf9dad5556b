import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES } from '~/components/content/legal-pages';
import de from '~/i18n/messages/de.json';
import en from '~/i18n/messages/en.json';
import {
  CANCELLATION_BANDS,
  CANCELLATION_POLICIES,
  type CancellationPolicy,
} from '~/server/modules/quote/cancellation-policy';

/**
 * The legal pages (decision 025): both languages of every page, the cancellation bands exactly as
 * cancellation-policy.ts has them under the tier names the UI shows, no overlapping or missing days,
 * the same figures in English and German, and none of the words the German review struck out.
 */
const LANGS = ['en', 'de'] as const;
type Lang = (typeof LANGS)[number];
const MESSAGES: Record<Lang, Record<string, string>> = { en, de };
const dir = new URL('./', import.meta.url);

const read = (lang: Lang, slug: string) => readFileSync(new URL(`${lang}/${slug}.md`, dir), 'utf8');
const body = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '');
const frontmatter = (text: string, field: string) => text.match(new RegExp(`^${field}: (.*)$`, 'm'))?.[1];

interface Row {
  tier: string;
  /** Inclusive lower bound; upper bound inclusive for days, exclusive for hours; null = open. */
  from: number;
  to: number | null;
  unit: 'hours' | 'days';
  feePercent: number;
  upTo: boolean;
}

const RANGE: Record<Lang, [RegExp, (m: RegExpMatchArray) => Omit<Row, 'tier' | 'feePercent' | 'upTo'>][]> = {
  en: [
    [/^(\d+) (hours|days) or more$/, (m) => ({ from: Number(m[1]), to: null, unit: m[2] as Row['unit'] })],
    [/^(\d+) to (\d+) days$/, (m) => ({ from: Number(m[2]), to: Number(m[1]), unit: 'days' })],
    [/^(\d+) days or fewer$/, (m) => ({ from: 0, to: Number(m[1]), unit: 'days' })],
    [/^less than (\d+) hours$/, (m) => ({ from: 0, to: Number(m[1]), unit: 'hours' })],
  ],
  de: [
    [/^(\d+) (Stunden|Tage) oder mehr$/, (m) => ({ from: Number(m[1]), to: null, unit: unitDe(m[2]) })],
    [/^(\d+) bis (\d+) Tage$/, (m) => ({ from: Number(m[2]), to: Number(m[1]), unit: 'days' })],
    [/^(\d+) Tage oder weniger$/, (m) => ({ from: 0, to: Number(m[1]), unit: 'days' })],
    [/^weniger als (\d+) Stunden$/, (m) => ({ from: 0, to: Number(m[1]), unit: 'hours' })],
  ],
};
function unitDe(word: string | undefined): Row['unit'] {
  return word === 'Stunden' ? 'hours' : 'days';
}

/** The rows of the cancellation table (the one whose rows start with a tier name the UI shows). */
function bandRows(lang: Lang, text: string): Row[] {
  const tiers = new Set(CANCELLATION_POLICIES.map((p) => MESSAGES[lang][`catalogue.cancellation.${p}`]));
  const rows: Row[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim().replaceAll('\u00a0', ' '));
    if (cells.length !== 5 || !tiers.has(cells[1] ?? '')) continue;
    const [, tier = '', range = '', fee = ''] = cells;
    const parsed = RANGE[lang].map(([re, to]) => (range.match(re) ? to(range.match(re) as RegExpMatchArray) : null));
    const when = parsed.find((p) => p !== null);
    expect(when, `${lang}: "${range}" is not a band`).toBeTruthy();
    const free = fee === (lang === 'en' ? 'none' : 'keine');
    const percent = fee.match(/^(up to |bis zu )?(\d+) ?% /);
    expect(free || percent, `${lang}: "${fee}" is not a fee`).toBeTruthy();
    rows.push({
      tier,
      ...(when as Omit<Row, 'tier' | 'feePercent' | 'upTo'>),
      feePercent: free ? 0 : Number(percent?.[2]),
      upTo: Boolean(percent?.[1]),
    });
  }
  return rows;
}

/** Every number in a text, separators removed, sorted. */
const numbers = (text: string) =>
  (body(text).match(/\d+(?:[.,:]\d+)*/g) ?? []).map((n) => n.replace(/[.,:]/g, '')).sort();

describe('the legal texts', () => {
  it('exist in both languages for every legal page, and no others', () => {
    for (const lang of LANGS) {
      const files = readdirSync(new URL(`${lang}/`, dir)).sort();
      expect(files).toEqual(LEGAL_PAGES.map((page) => `${page.slug}.md`).sort());
    }
    for (const { slug } of LEGAL_PAGES) {
      expect(frontmatter(read('de', slug), 'updated'), slug).toBe(frontmatter(read('en', slug), 'updated'));
    }
  });

  for (const slug of ['terms-conditions', 'covid-flexible-terms']) {
    for (const lang of LANGS) {
      it(`${lang}/${slug} states each band of cancellation-policy.ts once, under the UI's tier names`, () => {
        const rows = bandRows(lang, read(lang, slug));
        for (const policy of CANCELLATION_POLICIES) {
          const tier = MESSAGES[lang][`catalogue.cancellation.${policy}`];
          const mine = rows.filter((row) => row.tier === tier);
          const { unit, bands } = CANCELLATION_BANDS[policy as CancellationPolicy];
          expect(
            mine.map((row) => ({ from: row.from, fee: row.feePercent, upTo: row.upTo, unit: row.unit })),
            `${lang} ${tier}`,
          ).toEqual(
            bands.map((band) => ({ from: band.atLeast, fee: band.feePercent, upTo: Boolean(band.upTo), unit })),
          );
          // Earliest band first; each ends where the next begins: no day in two bands, none in none.
          expect(mine[0]?.to, `${tier} starts open`).toBeNull();
          expect(mine.at(-1)?.from, `${tier} reaches the start of the trip`).toBe(0);
          for (let i = 1; i < mine.length; i++) {
            const [earlier, later] = [mine[i - 1] as Row, mine[i] as Row];
            expect(later.to, `${tier}: band ${i + 1} meets band ${i}`).toBe(
              unit === 'days' ? earlier.from - 1 : earlier.from,
            );
          }
        }
        expect(rows).toHaveLength(Object.values(CANCELLATION_BANDS).reduce((n, p) => n + p.bands.length, 0));
      });
    }
  }

  for (const { slug } of LEGAL_PAGES) {
    it(`${slug} has the same figures in English and German`, () => {
      expect(numbers(read('de', slug))).toEqual(numbers(read('en', slug)));
    });
  }

  it('name no hour limit but the 48 hours of the most flexible tier and the 72 hours to pay', () => {
    for (const lang of LANGS) {
      for (const { slug } of LEGAL_PAGES) {
        for (const [, hours] of read(lang, slug).matchAll(/(\d+)[\s\u00a0-](?:hours|Stunden)/g)) {
          expect(['48', '72'], `${lang}/${slug}: ${hours} hours`).toContain(hours);
        }
      }
    }
  });

  it('read as German legal texts: „…“ quotes, "Sie", none of the Swiss or struck-out terms', () => {
    const struck = [
      /Annullierung/i,
      /allfällig/i,
      /Personendaten/,
      /\bBearbeitung/,
      /Stornierungsrichtlinie/,
      /\bRichtlinie(?! \(EU\))/,
      /untersteh/i,
      /sorgfältige Auswahl/,
      /\b(du|dich|dir|dein\w*)\b/i,
    ];
    for (const { slug } of LEGAL_PAGES) {
      const text = read('de', slug);
      for (const word of struck) expect(text, `de/${slug}`).not.toMatch(word);
      expect(body(text).replace(/`[^`]*`/g, ''), `de/${slug}: straight quotes`).not.toMatch(/"/);
    }
    for (const { slug } of LEGAL_PAGES) expect(read('en', slug), `en/${slug}`).not.toMatch(/careful selection/i);
  });

  it('name the package-travel safeguards in both languages', () => {
    const safeguards: Record<Lang, RegExp[]> = {
      de: [/Sicherungsschein/, /Formblatt/, /§[\s\u00a0]651a/, /\(EU\) 2015\/2302/, /8[\s\u00a0]%/],
      en: [/security certificate/, /standard information form/, /651a/, /\(EU\) 2015\/2302/, /8%/],
    };
    for (const lang of LANGS) {
      for (const pattern of safeguards[lang]) expect(body(read(lang, 'terms-conditions')), lang).toMatch(pattern);
    }
  });
});
