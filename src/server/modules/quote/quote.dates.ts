import { Temporal } from 'temporal-polyfill';
import { DURATION_NIGHTS, type Duration, ENQUIRY_LIMITS } from '~/lib/schemas/enquiry';

export interface DatesAnswer {
  exact: boolean;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  month?: number | null | undefined;
  year?: number | null | undefined;
  duration?: Duration | null | undefined;
}

/** A problem with the dates the schema cannot see (it does not know today). */
export interface DateIssue {
  path: string[];
  message: 'enquiry.dateInPast' | 'validation.outOfRange';
}

export interface DatePlan {
  /** Start days to try, in order: the first one where every stop can be booked wins. */
  starts: Temporal.PlainDate[];
  /** The trip length asked for; null: the template's own length. */
  nights: number | null;
}

/** Without a month we look this far ahead for a start where everything is free. */
export const OPEN_SEARCH_DAYS = 45;

/**
 * When the trip can start. Exact dates are taken as given (they must lie after today);
 * a month and year give every day of that month from `minLeadDays` after today on; no
 * dates at all give the days from `minLeadDays` after today on. The trip length is the
 * exact nights, else the duration answer, else the template's own.
 */
export function planDates(
  dates: DatesAnswer,
  today: Temporal.PlainDate,
  minLeadDays: number,
): { ok: true; plan: DatePlan } | { ok: false; issue: DateIssue } {
  const earliest = today.add({ days: minLeadDays });
  const nights = dates.duration ? DURATION_NIGHTS[dates.duration] : null;
  if (dates.exact && dates.startDate && dates.endDate) {
    const start = Temporal.PlainDate.from(dates.startDate);
    const end = Temporal.PlainDate.from(dates.endDate);
    if (Temporal.PlainDate.compare(start, today) <= 0) {
      return { ok: false, issue: { path: ['dates', 'startDate'], message: 'enquiry.dateInPast' } };
    }
    const length = start.until(end, { largestUnit: 'days' }).days;
    if (length > ENQUIRY_LIMITS.tripNights) {
      return { ok: false, issue: { path: ['dates', 'endDate'], message: 'validation.outOfRange' } };
    }
    return { ok: true, plan: { starts: [start], nights: length } };
  }
  if (dates.month != null && dates.year != null) {
    const monthStart = Temporal.PlainDate.from({ year: dates.year, month: dates.month, day: 1 });
    const monthEnd = monthStart.add({ months: 1 }).subtract({ days: 1 });
    const first = Temporal.PlainDate.compare(monthStart, earliest) < 0 ? earliest : monthStart;
    if (Temporal.PlainDate.compare(first, monthEnd) > 0) {
      return { ok: false, issue: { path: ['dates', 'month'], message: 'enquiry.dateInPast' } };
    }
    return { ok: true, plan: { starts: daysFrom(first, monthEnd), nights } };
  }
  return { ok: true, plan: { starts: daysFrom(earliest, earliest.add({ days: OPEN_SEARCH_DAYS - 1 })), nights } };
}

function daysFrom(first: Temporal.PlainDate, last: Temporal.PlainDate): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = [];
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

/** The nights a stay covers, each dated by its evening: start, start+1, … (count of them). */
export function nightsOf(start: Temporal.PlainDate, count: number): string[] {
  return Array.from({ length: count }, (_, i) => start.add({ days: i }).toString());
}

/**
 * The template's stop nights stretched or shrunk to `total`, in proportion, each stop at
 * least one night, summing exactly to `total` (largest remainder; ties go to the earlier
 * stop). Needs `total` ≥ the number of stops.
 */
export function scaleNights(template: readonly number[], total: number): number[] {
  const count = template.length;
  if (count === 0) return [];
  if (total < count) throw new Error(`${total} nights cannot cover ${count} stops`);
  const sum = template.reduce((a, b) => a + b, 0);
  if (sum === total) return [...template];
  const ideal = template.map((nights) => (sum > 0 ? (nights * total) / sum : total / count));
  const result = ideal.map((value) => Math.max(1, Math.floor(value)));
  const order = (sign: 1 | -1) =>
    result
      .map((nights, i) => ({ i, remainder: (ideal[i] ?? 0) - nights }))
      .sort((a, b) => sign * (b.remainder - a.remainder) || a.i - b.i)
      .map((entry) => entry.i);
  let diff = total - result.reduce((a, b) => a + b, 0);
  while (diff > 0) {
    for (const i of order(1)) {
      if (diff === 0) break;
      result[i] = (result[i] ?? 1) + 1;
      diff -= 1;
    }
  }
  while (diff < 0) {
    // Taking back nights given out by the one-night minimum: from stops furthest above their share.
    for (const i of order(-1)) {
      if (diff === 0) break;
      if ((result[i] ?? 1) > 1) {
        result[i] = (result[i] ?? 1) - 1;
        diff += 1;
      }
    }
  }
  return result;
}
