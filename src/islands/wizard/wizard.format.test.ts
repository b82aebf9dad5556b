import { describe, expect, it } from 'vitest';
import { bandAmount, bandLabel, dayLabel, monthLabel, nightsLabel } from './wizard.format';
import type { Translate } from './wizard-messages';

const t: Translate = (key, values) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('wizard formats', () => {
  it('names months and days in the page language', () => {
    expect(monthLabel('2027-03', 'en')).toBe('March 2027');
    expect(monthLabel('2027-03', 'de')).toBe('März 2027');
    expect(dayLabel('2027-03-06', 'en')).toBe('Sat, 6 March 2027');
  });

  it('says one night or several', () => {
    expect(nightsLabel(1, t)).toBe('wizard.nights.one');
    expect(nightsLabel(14, t)).toBe('wizard.nights.other{"count":14}');
  });

  it('fills in a band’s upper limit, twice the lower one for the open band', () => {
    expect(bandAmount({ level: 'basic', min: 0, max: 3500 })).toBe(3500);
    expect(bandAmount({ level: 'fancy', min: 7000, max: null })).toBe(14_000);
  });

  it('labels budget bands with the site’s currency symbols (CHF, not the spec’s FR: decision 026)', () => {
    expect(bandLabel({ level: 'basic', min: 0, max: 3500 }, 'EUR', 'en', t)).toBe(
      'wizard.budget.basic{"max":"€3,500"}',
    );
    expect(bandLabel({ level: 'medium', min: 3500, max: 7000 }, 'CHF', 'de', t)).toBe(
      'wizard.budget.medium{"min":"3.500\u00a0CHF","max":"7.000\u00a0CHF"}',
    );
    expect(bandLabel({ level: 'fancy', min: 7000, max: null }, 'GBP', 'en', t)).toBe(
      'wizard.budget.fancy{"min":"£7,000"}',
    );
  });
});
