/**
 * Every date we show or read, per locale, in one place (decision 024): days, months and
 * instants through Intl; what a visitor types through the formats of their language.
 * Safe on both sides (islands use it too).
 */
import { dateTimeFormat } from './intl';

type Locale = 'en' | 'de';

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** Date strings we display: YYYY-MM-DD, optionally with a time and Z (spec 1 §5). */
const DISPLAY_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/;

export const QUOTE_TIME_ZONE = 'Africa/Johannesburg';

export function isDisplayDate(value: string): boolean {
  const match = DISPLAY_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return realDate(year, month, day) !== null;
}

/** YYYY-MM-DD when year, month and day name a real calendar day, else null. */
export function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * `long`: "4 September 2026" / "4. September 2026" (running text: blog, quote, payments,
 * e-mails); `numeric`: "04/09/2026" / "04.09.2026" (tables, forms).
 */
export type DateStyle = 'long' | 'numeric';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

/**
 * A date the way the visitor's language writes it, on the calendar of Africa/Johannesburg
 * (spec 1 §9: where the trips are). Anything but YYYY-MM-DD (optionally with a UTC time)
 * gives '' and a warning.
 */
export function formatDisplayDate(value: string | null | undefined, locale: Locale, style: DateStyle = 'long'): string {
  if (!value || !isDisplayDate(value)) {
    console.warn(`[dates] not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
    return '';
  }
  // A plain date is a calendar day: read it at noon UTC so no time zone moves it.
  const instant = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return dateTimeFormat(INTL[locale], { ...DATE_OPTIONS[style], timeZone: QUOTE_TIME_ZONE }).format(instant);
}

/** A moment with its time in Johannesburg: "4 September 2026 at 14:30 GMT+2" / "4. September 2026 um 14:30 GMT+2". */
export function formatDateTime(instant: Date, locale: Locale): string {
  return dateTimeFormat(INTL[locale], {
    ...DATE_OPTIONS.long,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: QUOTE_TIME_ZONE,
    timeZoneName: 'short',
  }).format(instant);
}

/** "Sat, 6 June 2026" / "Sa., 6. Juni 2026" for a YYYY-MM-DD day (a calendar day: read in UTC). */
export function formatDayWithWeekday(day: string, locale: Locale): string {
  return dateTimeFormat(INTL[locale], { weekday: 'short', ...DATE_OPTIONS.long, timeZone: 'UTC' }).format(
    Date.parse(`${day}T12:00:00Z`),
  );
}

/** Month 1–12 as a name ("March", "März"); `short` gives "Mar", "März". */
export function monthName(month: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // Mid-month at noon UTC, so no time zone moves it into a neighbouring month.
  return dateTimeFormat(INTL[locale], { month: width, timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 15, 12));
}

/** "March 2027" / "März 2027"; `short` gives "Mar 2027". */
export function monthYear(month: number, year: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(INTL[locale], { month: width, year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 15, 12),
  );
}

// ---- Reading what a visitor types ----

/**
 * The shapes a typed date may have: spec 3 §5's DD-MM-YYYY and YYYY-MM-DD, and the German
 * everyday TT.MM.JJJJ (also 5.3.2018). Each fixes the order of day, month and year, so they
 * never conflict and every form reads all three, in either language: a German on the English
 * page who types 05.03.2018 means the 5th of March too. What differs per language is what we
 * ask for: the hint and the messages name that language's usual format (decision 024).
 * Slashes stay refused: 03/05/2018 is the 3rd of May in Britain and the 5th of March in the US.
 */
const INPUT_FORMATS = [
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, day: 1, month: 2, year: 3 },
  { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, day: 1, month: 2, year: 3 },
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, day: 3, month: 2, year: 1 },
] as const;

export type DateInputResult =
  | { ok: true; date: string }
  | { ok: false; error: 'validation.dateFormat' | 'validation.dateInvalid' | 'validation.dateUnsupported' };

/**
 * A date as typed, normalised to YYYY-MM-DD. A known shape with an impossible day is
 * "invalid"; digits and dashes in another shape are "not in the format" (spec 3 §5);
 * anything else (slashes, letters, a year-first dotted date) is an "unsupported format".
 */
export function parseDateInput(input: string): DateInputResult {
  const value = input.trim();
  for (const format of INPUT_FORMATS) {
    const match = format.pattern.exec(value);
    if (!match) continue;
    const date = realDate(Number(match[format.year]), Number(match[format.month]), Number(match[format.day]));
    return date ? { ok: true, date } : { ok: false, error: 'validation.dateInvalid' };
  }
  if (/^[\d-]+$/.test(value)) return { ok: false, error: 'validation.dateFormat' };
  return { ok: false, error: 'validation.dateUnsupported' };
}
