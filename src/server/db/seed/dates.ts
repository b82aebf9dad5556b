/**
 * The seed's calendar. Everything dated (seasons, availability, month rates, FX) counts
 * from an anchor: the first day of the month of `today` (UTC). Seeding on any day of
 * the same month gives the same data; tests pass a fixed `today`.
 */
export function anchorDate(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
}

/** The number of months the rates and availability cover. */
export const RATE_MONTHS = 18;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** The months from the anchor on, as { year, month (1–12), start, end (last day) }. */
export function monthsFrom(anchor: Date, count = RATE_MONTHS) {
  return Array.from({ length: count }, (_, i) => {
    const start = addMonths(anchor, i);
    return {
      year: start.getUTCFullYear(),
      month: start.getUTCMonth() + 1,
      start,
      end: addDays(addMonths(anchor, i + 1), -1),
    };
  });
}
