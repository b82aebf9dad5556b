import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MESSAGES, type MessageKey } from './messages';
import { getI18nextTranslator, getTranslator } from './t';

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (message: string) => [...message.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => match[1] ?? '');

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
});
