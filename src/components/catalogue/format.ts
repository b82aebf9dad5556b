/**
 * Small formatting helpers for catalogue pages: counts (from `~/i18n/count`), month names
 * and durations through Intl, so both languages read naturally.
 */
import { LOCALE_CONFIG, type Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/count';
import type { Translate } from '~/i18n/t';
import { dateTimeFormat, listFormat } from '~/lib/intl';

export { countLabel, formatNumber } from '~/i18n/count';

/** Month 1–12 as a name in the locale ("March", "März"); `short` gives "Mar", "März". */
export function monthName(month: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // Mid-month at noon UTC, so no time zone moves it into a neighbouring month.
  const date = new Date(Date.UTC(2000, month - 1, 15, 12));
  return dateTimeFormat(LOCALE_CONFIG[locale].intl, { month: width, timeZone: 'UTC' }).format(date);
}

/** "March 2027" in the locale. */
export function monthYear(month: number, year: number, locale: Locale): string {
  const date = new Date(Date.UTC(year, month - 1, 15, 12));
  return dateTimeFormat(LOCALE_CONFIG[locale].intl, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A list joined the way the language does it: "Botswana, Namibia and Zambia". */
export function formatList(items: string[], locale: Locale): string {
  return listFormat(LOCALE_CONFIG[locale].intl, { type: 'conjunction' }).format(items);
}

/** Travel time of a leg: "2 h 30 min", or "45 min" under an hour. */
export function formatDuration(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours > 0 ? t('trip.duration.hours', { hours, minutes: rest }) : t('trip.duration.minutes', { minutes: rest });
}

/**
 * A position as people write it: degrees with their hemisphere, in the locale's digits and
 * letters ("33.9027° S, 18.4509° E"; "33,9027° S; 18,4509° O"), four decimals (about 10 m).
 */
export function formatCoordinates(t: Translate, locale: Locale, latitude: number, longitude: number): string {
  const degrees = (value: number) => formatNumber(Math.abs(value), locale, 4);
  return t('stay.location.coordinates', {
    latitude: t(latitude < 0 ? 'geo.south' : 'geo.north', { degrees: degrees(latitude) }),
    longitude: t(longitude < 0 ? 'geo.west' : 'geo.east', { degrees: degrees(longitude) }),
  });
}

/** Grams of CO₂ as whole kilograms in the locale's digits. */
export function kilograms(grams: number, locale: Locale): string {
  return formatNumber(Math.round(grams / 1000), locale);
}
