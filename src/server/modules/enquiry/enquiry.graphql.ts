import * as z from 'zod/mini';
import { localePath } from '~/i18n/routes';
import { PHONE_EXAMPLE } from '~/lib/schemas/contact';
import { TripPersonalizationSchema, WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { cleanText } from '~/lib/schemas/text-mini';
import { REFERRAL_CODE } from '~/stores/preferences.rules';
import { systemClock } from '../../clock';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { validationError } from '../../graphql/errors';
import type { Issue } from '../quote/personalization.check';
import type { EnquiryOutcome } from './enquiry.service';
import {
  EnquiryResultRef,
  type EnquiryResultShape,
  PersonalizationCustomerInput,
  PersonalizationEnquireInput,
  PersonalizationInput,
  WizardEnquiryInput,
} from './enquiry.inputs';
import { submitTripPersonalization } from './personalization.service';
import { submitWizardEnquiry } from './wizard.service';

const tracking = (max: number) =>
  z.nullish(z.string().check(cleanText(), z.trim(), z.maxLength(max, 'validation.tooLong')));
const referralCode = z.nullish(z.string().check(z.regex(REFERRAL_CODE, 'validation.invalidValue')));

const WizardArgsSchema = z.object({
  enquiry: WizardEnquirySchema,
  id: z.pipe(
    z.nullish(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'validation.invalidValue'))),
    z.transform((value: string | null | undefined) => (value ? Number(value) : null)),
  ),
  referralCode,
});

const PersonalizationArgsSchema = z.extend(TripPersonalizationSchema, {
  referralCode,
  source: tracking(100),
  medium: tracking(100),
});

/** GraphQL sends null for a field left out; the schemas' defaults apply to absent fields only. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) => (field === null ? [] : [[key, withoutNulls(field)]])),
    );
  }
  return value;
}

const translate = (ctx: GraphQLContext) => (key: Parameters<GraphQLContext['t']>[0]) =>
  ctx.t(key, { phone: PHONE_EXAMPLE });

function issuesError(ctx: GraphQLContext, issues: Issue[]) {
  const zodIssues = issues.map((issue) => ({
    code: 'custom' as const,
    path: issue.path,
    message: issue.values ? ctx.t(issue.message, issue.values) : issue.message,
    input: undefined,
  }));
  return validationError(translate(ctx), new z.core.$ZodError(zodIssues));
}

function toResult(outcome: EnquiryOutcome, ctx: GraphQLContext): EnquiryResultShape {
  if (outcome.status === 'INVALID') throw issuesError(ctx, outcome.issues);
  if (outcome.status === 'MANUAL') {
    return {
      ok: true,
      status: 'MANUAL',
      reference: null,
      quoteId: null,
      quotePath: null,
      message: ctx.t('enquiry.manual'),
    };
  }
  return {
    ok: true,
    status: 'QUOTED',
    reference: outcome.reference,
    quoteId: outcome.quoteId,
    quotePath: localePath(ctx.prefs.langCode, `/q/${outcome.reference}-${outcome.quoteId}`),
    message: ctx.t('enquiry.quoted'),
  };
}

const submitContext = (ctx: GraphQLContext) => ({
  locale: ctx.prefs.langCode,
  currency: ctx.prefs.currency,
  now: systemClock(),
});

builder.mutationFields((t) => ({
  makeWizardEnquiry: t.field({
    type: EnquiryResultRef,
    description:
      'The plan-my-trip wizard’s answers (spec 3 §7): stored as a lead and answered with a priced quote, or MANUAL when a consultant prepares it. The same submission twice gives one lead.',
    args: {
      enquiry: t.arg({ type: WizardEnquiryInput, required: true }),
      id: t.arg.string({ description: 'A trip id to start from.' }),
      referralCode: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const parsed = WizardArgsSchema.safeParse(withoutNulls(args));
      if (!parsed.success) throw validationError(translate(ctx), parsed.error);
      const { enquiry, id, referralCode: code } = parsed.data;
      const outcome = await submitWizardEnquiry(
        ctx.db,
        enquiry,
        { tripId: id, referralCode: code ?? null },
        submitContext(ctx),
      );
      return toResult(outcome, ctx);
    },
  }),
  makeTripPersonalization: t.field({
    type: EnquiryResultRef,
    description:
      'A personalised trip (spec 3 §7): the visitor’s stays, rooms, activities and cars checked against the trip, priced and stored as a lead with its quote.',
    args: {
      customer: t.arg({ type: PersonalizationCustomerInput, required: true }),
      enquire: t.arg({ type: PersonalizationEnquireInput, required: true }),
      id: t.arg.int({ required: true, description: 'The trip personalised.' }),
      personalization: t.arg({ type: PersonalizationInput }),
      referralCode: t.arg.string(),
      source: t.arg.string(),
      medium: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const parsed = PersonalizationArgsSchema.safeParse(withoutNulls(args));
      if (!parsed.success) throw validationError(translate(ctx), parsed.error);
      const { referralCode: code, source, medium, ...input } = parsed.data;
      const outcome = await submitTripPersonalization(
        ctx.db,
        input,
        { referralCode: code ?? null, source: source || null, medium: medium || null },
        submitContext(ctx),
      );
      return toResult(outcome, ctx);
    },
  }),
}));
