import * as z from 'zod/mini';
import { CURRENCIES } from '../currency';
import { isPhoneNumber } from './phone';
import { cleanText } from './text-mini';
import {
  COMMUNICATION,
  DURATIONS,
  ENQUIRY_LIMITS,
  ISO_DATE,
  parseChildDate,
  realDate,
  SUBMISSION_ID,
  TRAVELLING_TYPES,
} from './enquiry-values';

/**
 * One set of schemas for the wizard, the personalise flow, the landing-page form and the
 * mutations behind them (spec 3 §3, §5). Messages are message keys; `validation.phone`
 * needs `{ phone: PHONE_EXAMPLE }` when translated. The plain values and the child-date
 * parser live in `enquiry-values.ts` (no zod), so a page can use them without loading zod.
 * Written with `zod/mini` (the same checks as classic zod, as functions) so the browser
 * loads only the checks used here, not all of zod's methods.
 */

export {
  type ChildDateResult,
  COMMUNICATION,
  DURATION_NIGHTS,
  DURATIONS,
  type Duration,
  ENQUIRY_LIMITS,
  parseChildDate,
  SUBMISSION_ID,
  TRAVELLING_TYPES,
} from './enquiry-values';

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(cleanText(), z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));

const optional = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(cleanText(), z.trim(), z.maxLength(max, 'validation.tooLong'))),
    z.transform((value: string | null | undefined) => value || undefined),
  );

const isoDate = z.string({ error: 'validation.required' }).check(
  z.regex(ISO_DATE, { message: 'validation.dateFormat', abort: true }),
  z.refine((value: string) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return realDate(y, m, d) !== null;
  }, 'validation.dateInvalid'),
);

/** A whole number from `min` to `max`; `int` and `range` are the message keys of the two ways to miss. */
const integer = (min: number, max: number, range: string, int?: string, type?: string) =>
  z.number(type ? { error: type } : undefined).check(z.int(int), z.gte(min, range), z.lte(max, range));

/** A child's date of birth: typed as DD-MM-YYYY or YYYY-MM-DD, given on as YYYY-MM-DD. */
export const ChildSchema = z.object({
  dateOfBirth: z.pipe(
    z.string({ error: 'validation.required' }).check(cleanText()),
    z.transform((value: string, ctx) => {
      // zod/mini's transform has no addIssue: the issue goes on the payload as classic's would.
      if (!value.trim()) {
        ctx.issues.push({ code: 'custom', message: 'validation.required', input: value });
        return z.NEVER;
      }
      const parsed = parseChildDate(value);
      if (!parsed.ok) {
        ctx.issues.push({ code: 'custom', message: parsed.error, input: value });
        return z.NEVER;
      }
      return parsed.date;
    }),
  ),
});

/** Who is asking: the personal-details step of every enquiry. */
export const CustomerSchema = z.object({
  firstName: required(ENQUIRY_LIMITS.name),
  lastName: required(ENQUIRY_LIMITS.name),
  email: z.pipe(
    z
      .string({ error: 'validation.required' })
      .check(
        cleanText(),
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(ENQUIRY_LIMITS.email, 'validation.email'),
      ),
    z.email('validation.email'),
  ),
  phone: z
    .string({ error: 'validation.required' })
    .check(
      cleanText(),
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(ENQUIRY_LIMITS.phone, 'validation.phone'),
      z.refine(isPhoneNumber, 'validation.phone'),
    ),
  promoCode: optional(ENQUIRY_LIMITS.promoCode),
  preferredCommunication: z._default(z.enum(COMMUNICATION, { error: 'validation.invalidValue' }), 'EMAIL'),
  comments: optional(ENQUIRY_LIMITS.comments),
});

const slugList = (max: number) =>
  z._default(
    z
      .array(
        z
          .string()
          .check(
            cleanText(),
            z.trim(),
            z.minLength(1),
            z.maxLength(100),
            z.regex(/^[a-z0-9-]+$/, 'validation.unknownValue'),
          ),
        { error: 'validation.invalidValue' },
      )
      .check(z.maxLength(max, 'validation.outOfRange')),
    [],
  );

const TravelDatesShape = z.object({
  exact: z._default(z.boolean(), false),
  startDate: z.nullish(isoDate),
  endDate: z.nullish(isoDate),
  month: z.nullish(integer(1, 12, 'validation.outOfRange')),
  year: z.nullish(integer(2000, 2100, 'validation.outOfRange')),
  duration: z.nullish(z.enum(DURATIONS, { error: 'validation.invalidValue' })),
  flightBooked: z.nullish(z.boolean()),
});

/**
 * When: exact dates, or a month and year with a duration. The wizard's "not sure" path
 * gives month, year, duration and whether flights are booked.
 */
export const TravelDatesSchema = TravelDatesShape.check(
  z.superRefine((dates: z.output<typeof TravelDatesShape>, ctx) => {
    if (dates.exact) {
      if (!dates.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'validation.required' });
      if (!dates.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.required' });
      if (dates.startDate && dates.endDate && dates.endDate <= dates.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.dateOrder' });
      }
    } else if ((dates.month == null) !== (dates.year == null)) {
      const path = dates.month == null ? 'month' : 'year';
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    }
  }),
);

const submissionId = z.nullish(z.string().check(z.regex(SUBMISSION_ID, 'validation.invalidValue')));

/** The wizard's answers (spec 3 §3 "Enquiry"); every step may be skipped but the personal one. */
export const WizardEnquirySchema = z.extend(CustomerSchema, {
  dates: z._default(TravelDatesSchema, { exact: false }),
  destinations: slugList(ENQUIRY_LIMITS.destinations),
  themes: slugList(ENQUIRY_LIMITS.themes),
  travellingType: z.nullish(z.enum(TRAVELLING_TYPES, { error: 'validation.invalidValue' })),
  adults: z._default(
    integer(1, ENQUIRY_LIMITS.adults, 'validation.outOfRange', 'validation.invalidValue', 'validation.required'),
    2,
  ),
  children: z._default(z.array(ChildSchema).check(z.maxLength(ENQUIRY_LIMITS.children, 'validation.outOfRange')), []),
  familyRoom: z._default(z.boolean(), false),
  /** Budget per person for the whole trip, in whole units of `budgetCurrency`. */
  budget: z.nullish(integer(0, ENQUIRY_LIMITS.budget, 'validation.outOfRange')),
  budgetCurrency: z.nullish(z.enum(CURRENCIES, { error: 'validation.currency' })),
  /** A random id the client makes once per wizard run: a retried submit is recognised by it. */
  submissionId,
});

export type WizardEnquiryInput = z.input<typeof WizardEnquirySchema>;
export type WizardEnquiry = z.output<typeof WizardEnquirySchema>;
export type Customer = z.output<typeof CustomerSchema>;

/** How much one personalisation may ask for at once. */
export const PERSONALIZATION_LIMITS = {
  stops: 30,
  roomsPerStop: 10,
  roomQuantity: 10,
  activities: 40,
  cars: 4,
  carQuantity: 4,
} as const;

const recordId = integer(1, 2_147_483_647, 'validation.invalidValue', 'validation.invalidValue', 'validation.required');

const count = (max: number) => z._default(integer(1, max, 'validation.outOfRange', 'validation.invalidValue'), 1);

/** The personalise flow's choices (spec 3 §3 "Trip personalisation input"): stays and rooms per stop, activities, cars. */
export const PersonalizationSchema = z.object({
  stops: z._default(
    z
      .array(
        z.object({
          stopId: recordId,
          stayId: recordId,
          rooms: z
            .array(
              z.object({
                roomId: recordId,
                quantity: count(PERSONALIZATION_LIMITS.roomQuantity),
                mealPlanId: z.nullish(recordId),
              }),
            )
            .check(
              z.minLength(1, 'validation.required'),
              z.maxLength(PERSONALIZATION_LIMITS.roomsPerStop, 'validation.outOfRange'),
            ),
        }),
      )
      .check(z.maxLength(PERSONALIZATION_LIMITS.stops, 'validation.outOfRange')),
    [],
  ),
  activities: z._default(
    z
      .array(z.object({ activityId: recordId, stopId: recordId }))
      .check(z.maxLength(PERSONALIZATION_LIMITS.activities, 'validation.outOfRange')),
    [],
  ),
  cars: z._default(
    z
      .array(z.object({ carId: recordId, quantity: count(PERSONALIZATION_LIMITS.carQuantity) }))
      .check(z.maxLength(PERSONALIZATION_LIMITS.cars, 'validation.outOfRange')),
    [],
  ),
});

/** When and who, for a personalised trip: the start day and the party (the nights are the trip's). */
export const PersonalizationEnquireSchema = z.object({
  startDate: isoDate,
  adults: integer(1, ENQUIRY_LIMITS.adults, 'validation.outOfRange', 'validation.invalidValue', 'validation.required'),
  children: z._default(z.array(ChildSchema).check(z.maxLength(ENQUIRY_LIMITS.children, 'validation.outOfRange')), []),
  submissionId,
});

export const TripPersonalizationSchema = z.object({
  customer: CustomerSchema,
  enquire: PersonalizationEnquireSchema,
  id: recordId,
  personalization: z._default(PersonalizationSchema, { stops: [], activities: [], cars: [] }),
});

export type PersonalizationInput = z.input<typeof PersonalizationSchema>;
export type Personalization = z.output<typeof PersonalizationSchema>;
export type TripPersonalizationInput = z.input<typeof TripPersonalizationSchema>;
export type TripPersonalization = z.output<typeof TripPersonalizationSchema>;
