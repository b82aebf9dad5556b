/**
 * Small formatting helpers for catalogue pages: plurals through Intl.PluralRules (the
 * message files hold `.one`/`.other` keys), month names and durations through Intl, so
 * both languages read naturally without a pluralisation library.
 */
import { LOCALE_CONFIG, type Locale } from '~/i18n/locales';
import type { MessageKey } from '~/i18n/messages';
import type { Translate } from '~/i18n/t';

type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** "1 night" / "5 Nächte": picks the `.one` or `.other` message for the count. */
export function countLabel(t: Translate, locale: Locale, base: PluralBase, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_CONFIG[locale].intl);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return t(`${base}.${form}` as MessageKey, { count: formatNumber(count, locale) });
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE_CONFIG[locale].intl, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Month 1–12 as a name in the locale ("March", "März"); `short` gives "Mar", "März". */
export function monthName(month: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // Mid-month at noon UTC, so no time zone moves it into a neighbouring month.
  const date = new Date(Date.UTC(2000, month - 1, 15, 12));
  return new Intl.DateTimeFormat(LOCALE_CONFIG[locale].intl, { month: width, timeZone: 'UTC' }).format(date);
}

/** "March 2027" in the locale. */
export function monthYear(month: number, year: number, locale: Locale): string {
  const date = new Date(Date.UTC(year, month - 1, 15, 12));
  return new Intl.DateTimeFormat(LOCALE_CONFIG[locale].intl, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A list joined the way the language does it: "Botswana, Namibia and Zambia". */
export function formatList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_CONFIG[locale].intl, { type: 'conjunction' }).format(items);
}

/** Travel time of a leg: "2 h 30 min", or "45 min" under an hour. */
export function formatDuration(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours > 0 ? t('trip.duration.hours', { hours, minutes: rest }) : t('trip.duration.minutes', { minutes: rest });
}

/** Grams of CO₂ as whole kilograms in the locale's digits. */
export function kilograms(grams: number, locale: Locale): string {
  return formatNumber(Math.round(grams / 1000), locale);
}
