import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MESSAGES, type MessageKey } from './messages';
import { getI18nextTranslator, getTranslator } from './t';

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (message: string) => [...message.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => match[1] ?? '');
/** Value names i18next takes for its own options (it would switch language on `lng`). */
const I18NEXT_OPTIONS = ['lng', 'lngs', 'ns', 'context', 'defaultValue', 'replace', 'keyPrefix', 'postProcess'];

describe('getTranslator', () => {
  it('every placeholder in the message files is a plain {{name}}', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        for (const name of placeholders(MESSAGES[locale][key])) expect(name, `${locale} ${key}`).toMatch(/^\w+$/);
        expect(MESSAGES[locale][key], `${locale} ${key}`).not.toContain('$t(');
      }
    }
  });

  it('says exactly what i18next says for every message, with values, without, and with some missing', () => {
    for (const locale of LOCALES) {
      const t = getTranslator(locale);
      const reference = getI18nextTranslator(locale);
      for (const key of keys) {
        if (placeholders(MESSAGES.en[key]).some((name) => I18NEXT_OPTIONS.includes(name))) continue;
        const names = [...placeholders(MESSAGES.en[key]), ...placeholders(MESSAGES[locale][key])];
        const values = Object.fromEntries(names.map((name, index) => [name, index % 2 ? index * 1000 : `«${name}»`]));
        expect(t(key, values), `${locale} ${key}`).toBe(reference(key, values));
        expect(t(key), `${locale} ${key}`).toBe(reference(key));
        expect(t(key, { count: 1, ...values }), `${locale} ${key}`).toBe(reference(key, { count: 1, ...values }));
        if (names.length > 1) {
          const [, ...rest] = names;
          const some = Object.fromEntries(rest.map((name) => [name, 'x']));
          expect(t(key, some), `${locale} ${key}`).toBe(reference(key, some));
        }
      }
      expect(t('no.such.key' as MessageKey)).toBe(reference('no.such.key' as MessageKey));
    }
  });

  it('fills a {{lng}} placeholder like any other, in the page language', () => {
    expect(getTranslator('de')('stay.location.coordinates', { lat: '-19,2', lng: '23,4' })).toBe(
      MESSAGES.de['stay.location.coordinates'].replace('{{lat}}', '-19,2').replace('{{lng}}', '23,4'),
    );
  });
});
