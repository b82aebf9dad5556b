/** The supported languages (spec 1 §9). English is the default; German is labelled BETA. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CONFIG = {
  en: { label: 'English', htmlLang: 'en', intl: 'en-GB', beta: false },
  de: { label: 'Deutsch', htmlLang: 'de', intl: 'de-DE', beta: true },
} as const satisfies Record<Locale, { label: string; htmlLang: string; intl: string; beta: boolean }>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
