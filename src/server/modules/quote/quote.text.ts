import type { Locale } from '~/i18n/locales';
import { getTranslator, type Translate } from '~/i18n/t';
import type { Localized } from '../../db/schema';

const TRANSLATORS: Record<Locale, Translate> = { en: getTranslator('en'), de: getTranslator('de') };

/**
 * Texts stored in a quote are kept in both languages (the visitor may switch), made from
 * the message files like every other text.
 */
export function localized(make: (t: Translate, locale: Locale) => string): Localized {
  return { en: make(TRANSLATORS.en, 'en'), de: make(TRANSLATORS.de, 'de') };
}

export const nightsText = (t: Translate, count: number) =>
  t(count === 1 ? 'catalogue.nights.one' : 'catalogue.nights.other', { count });

export const daysText = (t: Translate, count: number) =>
  t(count === 1 ? 'quote.days.one' : 'quote.days.other', { count });

export const pickText = (text: Localized, locale: Locale) => text[locale] || text.en;
