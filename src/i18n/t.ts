import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MESSAGES, type MessageKey } from './messages';

const instance: i18n = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: {
    en: { translation: MESSAGES.en },
    de: { translation: MESSAGES.de },
  },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  keySeparator: false,
  nsSeparator: false,
  // Astro escapes output itself; escaping here would double it.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator bound to one locale; unknown keys fall back to English. */
export function getTranslator(locale: Locale): Translate {
  const fixed = instance.getFixedT(locale);
  return (key, values) => fixed(key, values ?? {}) as string;
}
