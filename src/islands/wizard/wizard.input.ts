import type { WizardEnquiryInput } from '~/lib/schemas/enquiry';
import { parseChildDate } from '~/lib/schemas/enquiry-values';
import { type Answers, fixedDates } from './wizard.answers';
import type { StepId } from './wizard.steps';

type TravelDates = NonNullable<WizardEnquiryInput['dates']>;

/**
 * The dates as the contract's TravelDatesInput. A start day picked on the "not sure" path
 * makes the dates exact (start + the duration's nights), and the month, year and duration
 * still go along so the engine knows what the visitor first said.
 */
export function travelDates(answers: Answers, skipped: readonly StepId[]): TravelDates {
  if (skipped.includes('dates')) return { exact: false };
  const flightBooked = answers.flightBooked ?? null;
  if (answers.dateMode === 'exact') {
    const dates = fixedDates(answers);
    return dates
      ? { exact: true, startDate: dates.start, endDate: dates.end, flightBooked }
      : { exact: false, flightBooked };
  }
  if (answers.dateMode !== 'unsure' || !answers.month) return { exact: false, flightBooked };
  const [year, month] = answers.month.split('-').map(Number) as [number, number];
  const rough = { month, year, duration: answers.duration ?? null, flightBooked };
  const dates = skipped.includes('choice') ? null : fixedDates(answers);
  return dates ? { exact: true, startDate: dates.start, endDate: dates.end, ...rough } : { exact: false, ...rough };
}

/** Digits only, as a whole number; anything else is no budget. */
function wholeAmount(value: string): number | null {
  const digits = value.replace(/[\s'’.,]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The mutation's `enquiry` argument from the answers. A skipped step's answers stay in the
 * form (going back shows them) but are not sent: the server's defaults apply instead.
 * Children's dates go as typed when they do not parse, so the schema reports them.
 */
export function buildEnquiryInput(
  answers: Answers,
  skipped: readonly StepId[],
  submissionId: string | null,
): WizardEnquiryInput {
  const details = !skipped.includes('details');
  const budget = details ? wholeAmount(answers.budget) : null;
  return {
    firstName: answers.firstName,
    lastName: answers.lastName,
    email: answers.email,
    phone: answers.phone,
    promoCode: answers.promoCode.trim() || null,
    preferredCommunication: answers.preferredCommunication,
    comments: answers.comments.trim() || null,
    dates: travelDates(answers, skipped),
    destinations: details ? answers.destinations : [],
    themes: details ? answers.themes : [],
    travellingType: details ? answers.travellingType : null,
    adults: details ? answers.adults : 2,
    children: details
      ? answers.children.map((typed) => {
          const parsed = parseChildDate(typed);
          return { dateOfBirth: parsed.ok ? parsed.date : typed };
        })
      : [],
    familyRoom: details && answers.children.length > 0 && answers.familyRoom,
    budget,
    budgetCurrency: budget === null ? null : answers.budgetCurrency,
    submissionId,
  };
}

/**
 * What identifies a submission's content: a retry with the same answers reuses the
 * submission id (the server then answers with the first lead and quote), changed answers
 * get a new one.
 */
export function submissionKey(input: WizardEnquiryInput): string {
  const { submissionId: _ignored, ...content } = input;
  return JSON.stringify(content);
}
