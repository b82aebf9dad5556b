/**
 * The enquiry's plain values and the child-date parser, without zod: the wizard's page
 * logic uses them before (and without) loading the schemas in `enquiry.ts`, which
 * re-exports everything here.
 */
import { type DateInputResult, parseDateInput, realDate } from '../dates';

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
/** A child's date of birth as typed (see `parseDateInput`: DD.MM.YYYY, DD-MM-YYYY, YYYY-MM-DD), as YYYY-MM-DD. */
export const parseChildDate = (input: string): ChildDateResult => parseDateInput(input);
export type ChildDateResult = DateInputResult;
export { realDate };
