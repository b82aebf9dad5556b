/**
 * Shared Intl formatters. Building one (`new Intl.NumberFormat(…)`) costs far more than
 * using it, and a catalogue page formats hundreds of prices, months and counts: made once
 * per locale and options here, they are reused by every render (decision 017).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  once(`l|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
