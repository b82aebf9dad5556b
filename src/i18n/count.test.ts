import { describe, expect, it } from 'vitest';
import { countLabel, travellersLabel } from './count';
import { getTranslator } from './t';

const de = getTranslator('de');
const en = getTranslator('en');

describe('counts of travellers in German need the case of their preposition', () => {
  it('names the party in the nominative where it stands alone ("Reisende: …")', () => {
    expect(travellersLabel(de, 'de', 1, 0)).toBe('1 Erwachsener');
    expect(travellersLabel(de, 'de', 2, 1)).toBe('2 Erwachsene, 1 Kind');
    expect(travellersLabel(de, 'de', 2, 3)).toBe('2 Erwachsene, 3 Kinder');
  });

  it('puts it in the accusative after "für"', () => {
    const forParty = (adults: number, children: number) =>
      de('quote.route.guests', { guests: travellersLabel(de, 'de', adults, children, 'accusative') });
    expect(forParty(1, 0)).toBe('für 1 Erwachsenen');
    expect(forParty(2, 0)).toBe('für 2 Erwachsene');
    expect(forParty(1, 1)).toBe('für 1 Erwachsenen, 1 Kind');
    expect(forParty(2, 2)).toBe('für 2 Erwachsene, 2 Kinder');
  });

  it('reads the same in English in every case', () => {
    expect(travellersLabel(en, 'en', 1, 0, 'accusative')).toBe('1 adult');
    expect(travellersLabel(en, 'en', 2, 1, 'accusative')).toBe('2 adults, 1 child');
    expect(en('quote.route.guests', { guests: travellersLabel(en, 'en', 1, 2, 'accusative') })).toBe(
      'for 1 adult, 2 children',
    );
  });

  it('uses the singular for one and the plural for every other count, in both languages', () => {
    expect(countLabel(de, 'de', 'catalogue.nights', 1)).toBe('1 Nacht');
    expect(countLabel(de, 'de', 'catalogue.nights', 0)).toBe('0 Nächte');
    expect(countLabel(en, 'en', 'quote.days', 1)).toBe('1 day');
    expect(countLabel(en, 'en', 'quote.days', 14)).toBe('14 days');
  });
});
