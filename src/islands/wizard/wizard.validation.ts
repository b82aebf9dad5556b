import * as z from 'zod/mini';
import { CustomerSchema, ENQUIRY_LIMITS, TravelDatesSchema, WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { type Answers, daysBetween, earliestStart, isoDay, startRange } from './wizard.answers';
import { buildEnquiryInput } from './wizard.input';
import { fieldOfPath, type Screen, type StepId } from './wizard.steps';

/**
 * Step validation with the shared schemas (src/lib/schemas/enquiry.ts), so the browser
 * shows the messages the server would give. This module is the only one in the wizard
 * that loads zod, and the island imports it lazily.
 */

/** Field → message key ('validation.*' or 'wizard.*'), plus values for the message's placeholders. */
export type FieldErrors = Record<string, { key: string; values?: Record<string, string | number> }>;

function collect(error: z.core.$ZodError, errors: FieldErrors = {}): FieldErrors {
  for (const issue of error.issues) {
    const field = fieldOfPath(issue.path as (string | number)[]);
    errors[field] ??= { key: issue.message };
  }
  return errors;
}

const DETAILS = z.pick(WizardEnquirySchema, {
  destinations: true,
  themes: true,
  travellingType: true,
  adults: true,
  children: true,
  familyRoom: true,
  budget: true,
  budgetCurrency: true,
});

function exactDates(startDate: string, endDate: string, today: Date): FieldErrors {
  const parsed = TravelDatesSchema.safeParse({ exact: true, startDate: startDate || null, endDate: endDate || null });
  const errors = parsed.success ? {} : collect(parsed.error);
  if (!errors['startDate'] && startDate < earliestStart(today)) errors['startDate'] = { key: 'wizard.dates.past' };
  if (!errors['endDate'] && !errors['startDate'] && daysBetween(startDate, endDate) > ENQUIRY_LIMITS.tripNights) {
    errors['endDate'] = { key: 'wizard.dates.tooLong', values: { count: ENQUIRY_LIMITS.tripNights } };
  }
  return errors;
}

const required = (field: string): FieldErrors => ({ [field]: { key: 'validation.required' } });

function details(answers: Answers, today: Date): FieldErrors {
  const input = buildEnquiryInput(answers, [], null);
  const errors: FieldErrors = {};
  if (answers.budget.trim() && input.budget === null) errors['budget'] = { key: 'validation.invalidValue' };
  const parsed = DETAILS.safeParse(input);
  if (!parsed.success) collect(parsed.error, errors);
  // A date of birth after today is a real calendar day, but not a real child.
  const todayIso = isoDay(today);
  input.children?.forEach((child, index) => {
    const field = `children.${index}`;
    if (!errors[field] && child.dateOfBirth > todayIso) errors[field] = { key: 'validation.dateInvalid' };
  });
  return errors;
}

/** Errors that keep "Next" from leaving a screen; empty when the answers may go on. */
export function validateScreen(screen: Screen, answers: Answers, today: Date = new Date()): FieldErrors {
  switch (screen.step) {
    case 'dates':
      if (screen.sub === 'exact') return exactDates(answers.startDate, answers.endDate, today);
      if (screen.sub === 'unsure') return answers.month ? {} : required('month');
      if (screen.sub === 'duration') return answers.duration ? {} : required('duration');
      return answers.flightBooked === null ? required('flightBooked') : {};
    case 'choice': {
      if (answers.dateMode === 'exact') return exactDates(answers.startDate, answers.endDate, today);
      if (answers.startDay === null || !answers.month) return {};
      if (!answers.startDay) return required('startDay');
      const { min, max } = startRange(answers.month, today);
      return answers.startDay < min || answers.startDay > max
        ? { startDay: { key: 'wizard.choice.outsideMonth' } }
        : {};
    }
    case 'details':
      return details(answers, today);
    case 'personal': {
      const parsed = CustomerSchema.safeParse(answers);
      return parsed.success ? {} : collect(parsed.error);
    }
    default:
      return {};
  }
}

/** The whole enquiry, as the server will check it; used right before sending. */
export function validateEnquiry(answers: Answers, skipped: readonly StepId[], submissionId: string): FieldErrors {
  const parsed = WizardEnquirySchema.safeParse(buildEnquiryInput(answers, skipped, submissionId));
  return parsed.success ? {} : collect(parsed.error);
}
