/**
 * Calendar dates as YYYY-MM-DD strings, computed in UTC so no time zone or daylight-saving
 * change moves a day (the browser bundle stays free of a Temporal polyfill).
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(iso: string): Date | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const isPlainDate = (value: string): boolean => toUtc(value) !== null;

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  if (!date) throw new Error(`not a YYYY-MM-DD date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The local calendar day of an instant (the visitor's "today"). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years from a date of birth to a day. */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Each stop's arrival and departure day: stops follow each other night after night. */
export function stopDates(startDate: string, nights: readonly number[]): { from: string; to: string }[] {
  let from = startDate;
  return nights.map((count) => {
    const to = addDays(from, count);
    const dates = { from, to };
    from = to;
    return dates;
  });
}
