/**
 * The enquiry's plain values and the child-date parser, without zod: the wizard's page
 * logic uses them before (and without) loading the schemas in `enquiry.ts`, which
 * re-exports everything here.
 */

export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  promoCode: 40,
  comments: 5000,
  adults: 12,
  children: 8,
  destinations: 12,
  themes: 12,
  budget: 1_000_000,
  tripNights: 60,
} as const;

export const DURATIONS = ['ONE_WEEK', 'TWO_WEEKS', 'THREE_WEEKS', 'MORE_THAN_THREE_WEEKS'] as const;
export type Duration = (typeof DURATIONS)[number];
/** Nights a duration answer stands for when the visitor gives no exact dates. */
export const DURATION_NIGHTS: Record<Duration, number> = {
  ONE_WEEK: 7,
  TWO_WEEKS: 14,
  THREE_WEEKS: 21,
  MORE_THAN_THREE_WEEKS: 24,
};

export const TRAVELLING_TYPES = ['ALONE', 'PARTNER', 'FAMILY', 'GROUP'] as const;
export const COMMUNICATION = ['EMAIL', 'PHONE'] as const;

/** The personal-details fields of every enquiry form, as typed (before the schema checks them). */
export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  promoCode: string;
  preferredCommunication: (typeof COMMUNICATION)[number];
  comments: string;
}

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The id a client makes once per enquiry run, so a retried submit is one lead. */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const DMY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** YYYY-MM-DD when year, month and day name a real calendar day, else null. */
export function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type ChildDateResult =
  | { ok: true; date: string }
  | { ok: false; error: 'validation.dateFormat' | 'validation.dateInvalid' | 'validation.dateUnsupported' };

/**
 * A child's date of birth as typed: DD-MM-YYYY or YYYY-MM-DD, normalised to YYYY-MM-DD
 * (spec 3 §5). Other shapes with digits and dashes are "not in the format"; anything with
 * slashes, dots or letters is an "unsupported format".
 */
export function parseChildDate(input: string): ChildDateResult {
  const value = input.trim();
  const iso = ISO_DATE.exec(value);
  const dmy = DMY_DATE.exec(value);
  if (iso || dmy) {
    const [year, month, day] = iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number(dmy?.[3]), Number(dmy?.[2]), Number(dmy?.[1])];
    const date = realDate(year, month, day);
    return date ? { ok: true, date } : { ok: false, error: 'validation.dateInvalid' };
  }
  if (/^[\d-]+$/.test(value)) return { ok: false, error: 'validation.dateFormat' };
  return { ok: false, error: 'validation.dateUnsupported' };
}
