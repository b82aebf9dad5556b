/**
 * Small formatting helpers for catalogue pages: counts (from `~/i18n/count`), month names
 * (from `~/lib/dates`) and durations through Intl, so both languages read naturally.
 */
import { LOCALE_CONFIG, type Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/count';
import type { Translate } from '~/i18n/t';
import { listFormat } from '~/lib/intl';

export { countLabel, formatNumber } from '~/i18n/count';
export { monthName, monthYear } from '~/lib/dates';

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
