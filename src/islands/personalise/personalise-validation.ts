/** The checks each step runs before "next", with the same schemas and messages as the server. */
import { ChildSchema, CustomerSchema, ENQUIRY_LIMITS } from '~/lib/schemas/enquiry';
import { addDays, isPlainDate } from './plain-date';
import type { PersonaliseKey } from './personalise-messages';
import type { CustomerValues, PersonaliseState } from './personalise-state';
import type { Party } from './room-allocation';

export interface DateErrors {
  startDate?: PersonaliseKey;
  adults?: PersonaliseKey;
  children: (PersonaliseKey | undefined)[];
}

/** A trip starts tomorrow at the earliest: rooms cannot be confirmed for tonight. */
export const earliestStart = (today: string) => addDays(today, 1);

/** A child's date of birth as YYYY-MM-DD, or the message key of what is wrong with it. */
export function readChild(value: string): { ok: true; date: string } | { ok: false; error: PersonaliseKey } {
  const parsed = ChildSchema.safeParse({ dateOfBirth: value });
  if (parsed.success) return { ok: true, date: parsed.data.dateOfBirth };
  return { ok: false, error: (parsed.error.issues[0]?.message ?? 'validation.dateInvalid') as PersonaliseKey };
}

export function validateDate(state: Pick<PersonaliseState, 'startDate' | 'adults' | 'children'>, today: string) {
  const errors: DateErrors = { children: [] };
  if (!state.startDate) errors.startDate = 'validation.required';
  else if (!isPlainDate(state.startDate)) errors.startDate = 'validation.dateInvalid';
  else if (isPlainDate(today) && state.startDate < earliestStart(today)) errors.startDate = 'personalise.date.tooEarly';
  if (!Number.isInteger(state.adults) || state.adults < 1 || state.adults > ENQUIRY_LIMITS.adults) {
    errors.adults = 'validation.outOfRange';
  }
  errors.children = state.children.map((value) => {
    const child = readChild(value);
    if (!child.ok) return child.error;
    // Born after the trip starts (or after today) cannot be right.
    if ((isPlainDate(today) && child.date > today) || (state.startDate && child.date > state.startDate)) {
      return 'validation.dateInvalid';
    }
    return undefined;
  });
  return errors;
}

export const dateIsValid = (errors: DateErrors) =>
  !errors.startDate && !errors.adults && errors.children.every((error) => error === undefined);

/** The party in the form the rules take; children that are not (yet) valid dates are left out. */
export function partyOf(state: Pick<PersonaliseState, 'adults' | 'children'>): Party {
  return {
    adults: state.adults,
    children: state.children.flatMap((value) => {
      const child = readChild(value);
      return child.ok ? [child.date] : [];
    }),
  };
}

export type CustomerErrors = Partial<Record<keyof CustomerValues, PersonaliseKey>>;

export function validateCustomer(customer: CustomerValues): CustomerErrors {
  const parsed = CustomerSchema.safeParse(customer);
  if (parsed.success) return {};
  const errors: CustomerErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CustomerValues;
    errors[field] ??= issue.message as PersonaliseKey;
  }
  return errors;
}
