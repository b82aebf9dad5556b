import type { Currency } from '~/lib/currency';
import {
  type CustomerValues,
  DURATION_NIGHTS,
  type Duration,
  ENQUIRY_LIMITS,
  type TRAVELLING_TYPES,
} from '~/lib/schemas/enquiry-values';

/** The wizard's answers as the visitor gives them (strings as typed, nothing parsed yet). */
export interface Answers extends CustomerValues {
  /** Dates step: which path the visitor took; null until chosen. */
  dateMode: 'exact' | 'unsure' | null;
  /** YYYY-MM-DD from the date inputs ('' when empty). */
  startDate: string;
  endDate: string;
  /** YYYY-MM of the chosen month on the "not sure" path. */
  month: string | null;
  duration: Duration | null;
  flightBooked: boolean | null;
  /** Date choice on the "not sure" path: a start day inside the month, or null for "flexible". */
  startDay: string | null;
  destinations: string[];
  themes: string[];
  travellingType: (typeof TRAVELLING_TYPES)[number] | null;
  adults: number;
  /** Children's dates of birth as typed (DD-MM-YYYY or YYYY-MM-DD). */
  children: string[];
  familyRoom: boolean;
  /** Whole units of `budgetCurrency`, as typed. */
  budget: string;
  budgetCurrency: Currency;
}

export function emptyAnswers(currency: Currency): Answers {
  return {
    dateMode: null,
    startDate: '',
    endDate: '',
    month: null,
    duration: null,
    flightBooked: null,
    startDay: null,
    destinations: [],
    themes: [],
    travellingType: null,
    adults: 2,
    children: [],
    familyRoom: false,
    budget: '',
    budgetCurrency: currency,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    promoCode: '',
    preferredCommunication: 'EMAIL',
    comments: '',
  };
}

const DAY_MS = 86_400_000;

/** A calendar day as YYYY-MM-DD; the visitor's local day, since that is what their date inputs show. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from a to b (both YYYY-MM-DD), computed in UTC so daylight saving never shifts a day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day a trip may start: tomorrow. */
export function earliestStart(today: Date): string {
  return addDays(isoDay(today), 1);
}

/** The months offered on the "not sure" path: this month and the next 17, as YYYY-MM. */
export function monthOptions(today: Date, count = 18): string[] {
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    const date = new Date(today.getFullYear(), today.getMonth() + i, 1);
    months.push(isoDay(date).slice(0, 7));
  }
  return months;
}

/** First and last day of a YYYY-MM month that a trip can still start on. */
export function startRange(month: string, today: Date): { min: string; max: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const last = isoDay(new Date(year, monthNumber, 0));
  const earliest = earliestStart(today);
  return { min: first < earliest ? earliest : first, max: last };
}

/** Nights a duration answer stands for (the contract's DURATION_NIGHTS; 2 weeks when none was given). */
export function nightsFor(duration: Duration | null): number {
  return DURATION_NIGHTS[duration ?? 'TWO_WEEKS'];
}

/** The dates the visitor's answers pin down, or null when they only give a month (or nothing). */
export function fixedDates(answers: Answers): { start: string; end: string } | null {
  if (answers.dateMode === 'exact') {
    if (!answers.startDate || !answers.endDate || answers.endDate <= answers.startDate) return null;
    return { start: answers.startDate, end: answers.endDate };
  }
  if (answers.dateMode === 'unsure' && answers.month && answers.startDay?.startsWith(answers.month)) {
    return { start: answers.startDay, end: addDays(answers.startDay, nightsFor(answers.duration)) };
  }
  return null;
}

/** True when the dates step gave something the date-choice step can confirm or refine. */
export function hasDateAnswer(answers: Answers): boolean {
  if (answers.dateMode === 'exact') return fixedDates(answers) !== null;
  return answers.dateMode === 'unsure' && answers.month !== null;
}

/**
 * Who travels, suggested by the travelling type; only fills in what the type makes obvious.
 * "With family" adds no child: how many children travel is the visitor's to say (the step
 * asks for it), and a child never appears in the quote unless added (docs/decisions/020).
 */
export function applyTravellingType(answers: Answers, type: NonNullable<Answers['travellingType']>): Answers {
  const next = { ...answers, travellingType: type };
  if (type === 'ALONE') return { ...next, adults: 1, children: [] };
  if (type === 'PARTNER') return { ...next, adults: 2, children: [] };
  if (type === 'GROUP' && answers.adults < 3) return { ...next, adults: 4 };
  return next;
}

/**
 * Adds or removes children's date fields, keeping what was typed for the ones that stay. The
 * first child added on a family trip ticks the family room (the visitor may untick it).
 */
export function setChildCount(answers: Answers, count: number): Answers {
  const size = Math.max(0, Math.min(ENQUIRY_LIMITS.children, count));
  const children = answers.children.slice(0, size);
  while (children.length < size) children.push('');
  const firstOnFamilyTrip = answers.children.length === 0 && size > 0 && answers.travellingType === 'FAMILY';
  return { ...answers, children, familyRoom: size === 0 ? false : firstOnFamilyTrip || answers.familyRoom };
}

export function setAdults(answers: Answers, count: number): Answers {
  return { ...answers, adults: Math.max(1, Math.min(ENQUIRY_LIMITS.adults, count)) };
}

export function toggle(list: readonly string[], value: string, max: number): string[] {
  if (list.includes(value)) return list.filter((item) => item !== value);
  return list.length >= max ? [...list] : [...list, value];
}
