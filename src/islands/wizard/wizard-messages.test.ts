import { describe, expect, it } from 'vitest';
import { pickMessages } from '~/i18n/pick-messages';
import { errorText, isWizardKey, translator, type WizardKey } from './wizard-messages';
import { MESSAGES } from '~/i18n/messages';

const messages = (locale: 'en' | 'de') =>
  pickMessages(locale, Object.keys(MESSAGES.en).filter(isWizardKey) as WizardKey[]);

describe('the wizard translator', () => {
  it('gives a counted error its plural form and the count in the locale digits', () => {
    const de = translator(messages('de'), 'de');
    const en = translator(messages('en'), 'en');
    const tooLong = (count: number) => ({ key: 'wizard.dates.tooLong', values: { count } });
    expect(errorText(tooLong(60), de)).toBe('Eine Reise kann höchstens 60 Nächte dauern');
    expect(errorText(tooLong(1), de)).toBe('Eine Reise kann höchstens 1 Nacht dauern');
    expect(errorText(tooLong(1500), de)).toBe('Eine Reise kann höchstens 1.500 Nächte dauern');
    expect(errorText(tooLong(1), en)).toBe('A trip can last at most 1 night');
  });

  it('fills other messages as before', () => {
    expect(translator(messages('en'), 'en')('wizard.progress.count', { current: 2, total: 5 })).toBe('Step 2 of 5');
  });
});
