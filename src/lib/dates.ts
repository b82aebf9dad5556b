import { dateTimeFormat } from './intl';

/** Date strings we display: YYYY-MM-DD, optionally with a time and Z (spec 1 §5). */
const DISPLAY_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;

export const QUOTE_TIME_ZONE = 'Africa/Johannesburg';

export function isDisplayDate(value: string): boolean {
  const match = DISPLAY_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Formats a date as 'dd MMM yyyy' in Africa/Johannesburg (spec 1 §9), e.g. "05 Mar 2027"
 * or "05 März 2027". Anything else gives '' and a warning.
 */
export function formatDisplayDate(value: string | null | undefined, locale: 'en' | 'de'): string {
  if (!value || !isDisplayDate(value)) {
    console.warn(`[dates] not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
    return '';
  }
  // A plain date is a calendar day: read it at noon UTC so no time zone moves it.
  const instant = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  const parts = dateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: QUOTE_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}`;
}
