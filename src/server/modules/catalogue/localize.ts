import type { Locale } from '~/i18n/locales';
import type { Localized, Picture } from '../../db/schema';
import type { CatalogueContext, Image } from './catalogue.types';
import { isCurrency, DEFAULT_CURRENCY } from '~/lib/currency';
import type { UserPreferences } from '~/lib/preferences';

/** The text in the caller's language; an empty German text falls back to English. */
export const pick = (text: Localized, locale: Locale): string => text[locale] || text.en;

export function toImage(picture: Picture | null | undefined, locale: Locale): Image | null {
  if (!picture) return null;
  return {
    url: picture.url,
    alt: pick(picture.alt, locale),
    width: picture.width,
    height: picture.height,
    tags: picture.tags,
  };
}

export const toGallery = (pictures: Picture[], locale: Locale): Image[] =>
  pictures.map((picture) => toImage(picture, locale)).filter((image): image is Image => image !== null);

export function catalogueContext(locale: Locale, currency: string = DEFAULT_CURRENCY): CatalogueContext {
  return { locale, currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY };
}

/** The context of a GraphQL call: `userPreferences.langCode` and `currency`. */
export const contextFromPreferences = (prefs: UserPreferences): CatalogueContext => ({
  locale: prefs.langCode,
  currency: prefs.currency,
});

/** Localized collation for A–Z lists (German sorts Ä with A). */
export function compareText(locale: Locale) {
  const collator = new Intl.Collator(locale === 'de' ? 'de-DE' : 'en-GB', { sensitivity: 'base' });
  return (a: string, b: string) => collator.compare(a, b);
}
