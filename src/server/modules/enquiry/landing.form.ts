import type { Locale } from '~/i18n/locales';
import type { MessageKey } from '~/i18n/messages';
import type { Currency } from '~/lib/currency';
import { ENQUIRY_LIMITS, SUBMISSION_ID, WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { isCleanText } from '~/lib/schemas/text-rule';
import { REFERRAL_CODE } from '~/stores/preferences.rules';
import type { Database } from '../../db';
import { errorSummary } from '../../error-summary';
import { formText, type UnreadableForm, readFormBody, unreadableFormMessage } from '../../http/form-body';
import type { EnquiryOutcome } from './enquiry.service';
import { submitWizardEnquiry } from './wizard.service';
import { moduleLogger } from '../../log/logger';

const log = moduleLogger('landing');

/** The landing page's enquiry form (spec 3 §3, issue 5 item 3): the wizard's answers in one page. */
export const CHILD_FIELDS = ['child1', 'child2', 'child3'] as const;
export const LANDING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'month',
  'duration',
  'adults',
  ...CHILD_FIELDS,
  'preferredCommunication',
  'promoCode',
  'comments',
] as const;
export type LandingField = (typeof LANDING_FIELDS)[number];
/** Hidden: the campaign the visitor came from and the id that makes a repeated post one lead. */
const HIDDEN = ['submissionId', 'source', 'medium', 'referralCode'] as const;
export type LandingHidden = (typeof HIDDEN)[number];
export type LandingValues = Record<LandingField | LandingHidden, string>;

export interface FieldError {
  key: MessageKey;
  values?: Record<string, string | number> | undefined;
}
export type LandingErrors = Partial<Record<LandingField, FieldError>>;

export type LandingFormState =
  | { status: 'editing'; values: LandingValues }
  | { status: 'invalid'; values: LandingValues; errors: LandingErrors }
  | { status: 'failed'; values: LandingValues }
  /** The post was not a readable form (wrong type, too large, not UTF-8): 415, 413 or 400. */
  | { status: 'unreadable'; values: LandingValues; httpStatus: 400 | 413 | 415; message: MessageKey }
  | { status: 'quoted'; reference: string; quoteId: number }
  | { status: 'manual' };

const LIMIT: Record<LandingField | LandingHidden, number> = {
  firstName: ENQUIRY_LIMITS.name,
  lastName: ENQUIRY_LIMITS.name,
  email: ENQUIRY_LIMITS.email,
  phone: ENQUIRY_LIMITS.phone,
  month: 7,
  duration: 30,
  adults: 3,
  child1: 10,
  child2: 10,
  child3: 10,
  preferredCommunication: 10,
  promoCode: ENQUIRY_LIMITS.promoCode,
  comments: ENQUIRY_LIMITS.comments,
  submissionId: 64,
  source: 100,
  medium: 100,
  referralCode: 64,
};

/**
 * The form as a GET renders it. The submissionId stays empty: that HTML is cached and shared
 * by every visitor, so the first post is recognised by its content (docs/decisions/016).
 */
export function emptyLandingValues(
  campaign: { source?: string | null; medium?: string | null; invite?: string | null } = {},
): LandingValues {
  const values = Object.fromEntries([...LANDING_FIELDS, ...HIDDEN].map((name) => [name, ''])) as LandingValues;
  values.adults = '2';
  values.preferredCommunication = 'EMAIL';
  values.source = campaign.source?.slice(0, LIMIT.source) ?? '';
  values.medium = campaign.medium?.slice(0, LIMIT.medium) ?? '';
  values.referralCode = campaign.invite && REFERRAL_CODE.test(campaign.invite) ? campaign.invite : '';
  return values;
}

/** This month and the next 17, as YYYY-MM (UTC, like the service's "today"). */
export function monthChoices(now: Date, count = 18): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    return date.toISOString().slice(0, 7);
  });
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** What the form says, shaped as the shared schema's input (strings become numbers and lists). */
export function toEnquiryInput(values: LandingValues, landingSlug: string) {
  const month = MONTH.exec(values.month);
  const adults = values.adults.trim();
  const children = CHILD_FIELDS.flatMap((field) => (values[field].trim() ? [field] : []));
  return {
    input: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      promoCode: values.promoCode,
      comments: values.comments,
      preferredCommunication: values.preferredCommunication || undefined,
      destinations: [landingSlug],
      dates: {
        exact: false,
        month: month ? Number(month[2]) : values.month ? 0 : null,
        year: month ? Number(month[1]) : values.month ? 0 : null,
        duration: values.duration || null,
      },
      // Anything but digits (or an empty box) is not a number: the schema says "required".
      adults: /^-?\d+(\.\d+)?$/.test(adults) ? Number(adults) : Number.NaN,
      children: children.map((field) => ({ dateOfBirth: values[field] })),
      submissionId: values.submissionId || null,
    },
    /** The box each entry of `children` came from, so an error lands next to the right one. */
    childFields: children,
  };
}

/** The form field a schema or service issue path names ('enquiry' prefix from the service). */
export function fieldOf(path: readonly PropertyKey[], childFields: readonly LandingField[]): LandingField | null {
  const [first, second] = path[0] === 'enquiry' ? path.slice(1) : path;
  if (first === 'dates') return second === 'duration' ? 'duration' : 'month';
  if (first === 'children') return typeof second === 'number' ? (childFields[second] ?? null) : 'child1';
  return LANDING_FIELDS.includes(first as LandingField) ? (first as LandingField) : null;
}

/**
 * Reads the post; what was typed is kept (bounded) so the page can show it again. A body
 * that is not a readable form is the `unreadable` state with its 4xx status.
 */
export async function readLandingPost(request: Request): Promise<LandingValues | UnreadableForm> {
  const body = await readFormBody(request);
  if (body.status !== 'ok') return body;
  return Object.fromEntries(
    [...LANDING_FIELDS, ...HIDDEN].map((name) => [name, formText(body.form, name).slice(0, LIMIT[name] + 1)]),
  ) as LandingValues;
}

/** The answer to a post that could not be read: the empty form with the reason. */
export function unreadableLandingPost(body: UnreadableForm, values: LandingValues): LandingFormState {
  return { status: 'unreadable', values, httpStatus: body.httpStatus, message: unreadableFormMessage(body) };
}

/** A hidden campaign value as the lead keeps it: trimmed, and dropped when it is not clean text. */
const campaignValue = (value: string) => (isCleanText(value) ? value.trim() || null : null);

export interface LandingSubmitContext {
  locale: Locale;
  currency: Currency;
  now: Date;
  landingSlug: string;
  /** Makes the id a form coming back with errors carries, so its next post is recognised. */
  newSubmissionId: () => string;
}

/** The values a form coming back carries: its id, or a fresh one when it had none. */
const withId = (values: LandingValues, ctx: LandingSubmitContext): LandingValues => ({
  ...values,
  submissionId: values.submissionId || ctx.newSubmissionId(),
});

function invalid(values: LandingValues, errors: LandingErrors, ctx: LandingSubmitContext): LandingFormState {
  const kept = withId(values, ctx);
  // A problem no field shows (an unknown landing country) must still stop the post visibly.
  return Object.keys(errors).length > 0
    ? { status: 'invalid', values: kept, errors }
    : { status: 'failed', values: kept };
}

/** Validates with the shared schema and submits through the wizard's service (kind LANDING). */
export async function submitLandingForm(
  posted: LandingValues,
  ctx: LandingSubmitContext,
  db: () => Promise<Database>,
): Promise<LandingFormState> {
  // The hidden id is ours, not the visitor's: one that is not valid (an old or altered page)
  // is dropped, so the post still counts (recognised by its content) and the form that comes
  // back carries a fresh, valid id (issue 9 item 7) instead of failing on every retry.
  const values = { ...posted, submissionId: SUBMISSION_ID.test(posted.submissionId) ? posted.submissionId : '' };
  const { input, childFields } = toEnquiryInput(values, ctx.landingSlug);
  const errors: LandingErrors = {};
  const note = (path: readonly PropertyKey[], error: FieldError) => {
    const field = fieldOf(path, childFields);
    if (field) errors[field] ??= error;
  };
  // Every box passes the text rule first, selects and numbers too (the schema sees them converted).
  for (const field of LANDING_FIELDS) if (!isCleanText(values[field])) errors[field] = { key: 'validation.text' };
  if (values.month && !MONTH.test(values.month)) note(['dates', 'month'], { key: 'validation.invalidValue' });
  const parsed = WizardEnquirySchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(issue.path, { key: issue.message as MessageKey });
  }
  if (!parsed.success || Object.keys(errors).length > 0) return invalid(values, errors, ctx);

  let outcome: EnquiryOutcome;
  try {
    outcome = await submitWizardEnquiry(
      await db(),
      parsed.data,
      {
        landingSlug: ctx.landingSlug,
        referralCode: REFERRAL_CODE.test(values.referralCode) ? values.referralCode : null,
        source: campaignValue(values.source),
        medium: campaignValue(values.medium),
      },
      { locale: ctx.locale, currency: ctx.currency, now: ctx.now },
    );
  } catch (error) {
    // Never the error itself: a driver's message quotes the submission (name, e-mail, phone).
    log.error(`could not store an enquiry: ${errorSummary(error)}`);
    return { status: 'failed', values: withId(values, ctx) };
  }
  if (outcome.status === 'QUOTED') return { status: 'quoted', reference: outcome.reference, quoteId: outcome.quoteId };
  if (outcome.status === 'MANUAL') return { status: 'manual' };
  for (const issue of outcome.issues) note(issue.path, { key: issue.message, values: issue.values });
  return invalid(values, errors, ctx);
}
