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

/** `{{name}}` in a message (every placeholder in our files has this shape; see t.test.ts). */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * What i18next does for our flat messages, without its per-call machinery (a page asks for
 * hundreds of messages, and i18next was a tenth of a page's rendering time, decision 017):
 * the locale's message, else the English one, with `{{name}}` replaced by its value. Values
 * are only values here: i18next would read `{{lng}}` (a longitude) as the language to use.
 * An unknown key or a missing value is left to i18next.
 */
function quickly(locale: Locale, key: MessageKey, values: Record<string, string | number> | undefined): string | null {
  const message = MESSAGES[locale][key] ?? MESSAGES[DEFAULT_LOCALE][key];
  if (message === undefined) return null;
  if (!values) return message;
  let complete = true;
  const text = message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) {
      complete = false;
      return placeholder;
    }
    return String(value);
  });
  return complete ? text : null;
}

/** A translator bound to one locale; unknown keys fall back to English. */
export function getTranslator(locale: Locale): Translate {
  const fixed = instance.getFixedT(locale);
  return (key, values) => quickly(locale, key, values) ?? (fixed(key, values ?? {}) as string);
}

/** The same translator through i18next alone: what `getTranslator` must always agree with. */
export function getI18nextTranslator(locale: Locale): Translate {
  const fixed = instance.getFixedT(locale);
  return (key, values) => fixed(key, values ?? {}) as string;
}
