import { describe, expect, it } from 'vitest';
import { DESTINATION_SEEDS } from '../catalogue/destinations';
import { englishDirection, germanDirection, placePhrases } from './place-phrases';

const bySlug = (slug: string) => {
  const seed = DESTINATION_SEEDS.find((s) => s.slug === slug);
  if (!seed) throw new Error(slug);
  return placePhrases(seed);
};

describe('placePhrases', () => {
  it('gives the German direction with the article and case the name needs', () => {
    expect(bySlug('serengeti').to.de).toBe('in den Serengeti-Nationalpark');
    expect(bySlug('okavango-delta').to.de).toBe('ins Okavango-Delta');
    expect(bySlug('seychelles').to.de).toBe('auf die Seychellen');
    expect(bySlug('zanzibar').to.de).toBe('nach Sansibar');
    expect(bySlug('cape-town').to.de).toBe('nach Kapstadt');
    expect(bySlug('drakensberg').to.de).toBe('in die Drakensberge');
    expect(bySlug('lake-kivu').to.de).toBe('an den Kivusee');
    expect(bySlug('phinda').to.de).toBe('ins private Phinda-Wildreservat');
    expect(bySlug('zambezi-region').to.de).toBe('in die Sambesi-Region');
    expect(bySlug('southern-africa').to.de).toBe('ins südliche Afrika');
  });

  it('gives English "to" with the article where "in" has one', () => {
    expect(bySlug('okavango-delta').to.en).toBe('to the Okavango Delta');
    expect(bySlug('seychelles').to.en).toBe('to the Seychelles');
    expect(englishDirection('at Victoria Falls')).toBe('to Victoria Falls');
  });

  it('has a phrase for every seeded destination, never "nach" before an article or a name that needs one', () => {
    for (const seed of DESTINATION_SEEDS) {
      const { to } = placePhrases(seed);
      expect(to.de, seed.slug).toMatch(/^(nach|in|ins|auf|an) /);
      expect(to.de, seed.slug).not.toMatch(/^nach (der|die|das|den|dem) /);
      if (/(park|reservat|delta|gebiet|region|see|konzession|wildnis|kap|tal|vlei)$/i.test(seed.name.de)) {
        expect(to.de, seed.slug).not.toMatch(/^nach /);
      }
    }
  });

  it('refuses a form it does not know rather than guessing', () => {
    expect(germanDirection('beim Kraterrand')).toBeNull();
  });
});
