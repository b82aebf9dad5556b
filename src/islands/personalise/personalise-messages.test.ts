import { describe, expect, it } from 'vitest';
import { MESSAGES } from '~/i18n/messages';
import { pickMessages } from '~/i18n/pick-messages';
import { createTranslator, isPersonaliseKey } from './personalise-messages';

// Exactly the keys the page gives the island.
const translator = (locale: 'en' | 'de') =>
  createTranslator(pickMessages(locale, Object.keys(MESSAGES.en).filter(isPersonaliseKey)), locale);

describe('count phrases of the personalise flow', () => {
  it('says "für 1 Erwachsenen" and "für 2 Erwachsene, 1 Kind" in German', () => {
    const { t, party } = translator('de');
    expect(t('personalise.car.seats', { party: party(1, 0, 'accusative') })).toBe(
      'Wählen Sie genug Fahrzeuge für 1 Erwachsenen.',
    );
    expect(t('personalise.car.seats', { party: party(2, 1, 'accusative') })).toBe(
      'Wählen Sie genug Fahrzeuge für 2 Erwachsene, 1 Kind.',
    );
    expect(party(1, 2)).toBe('1 Erwachsener, 2 Kinder');
  });

  it('uses the singular for one and the plural otherwise, in both languages', () => {
    const de = translator('de');
    const en = translator('en');
    expect([de.plural('personalise.adults', 1), de.plural('personalise.adults', 3)]).toEqual([
      '1 Erwachsener',
      '3 Erwachsene',
    ]);
    expect([de.plural('personalise.days', 1), en.plural('personalise.nights', 2)]).toEqual(['1 Tag', '2 nights']);
    expect(en.t('personalise.car.seats', { party: en.party(1, 1, 'accusative') })).toBe(
      'Choose enough cars for 1 adult, 1 child.',
    );
  });
});
