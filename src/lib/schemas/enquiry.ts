import { z } from 'zod';
import { CURRENCIES } from '../currency';
import { isPhoneNumber } from './contact';
import {
  COMMUNICATION,
  DURATIONS,
  ENQUIRY_LIMITS,
  ISO_DATE,
  parseChildDate,
  realDate,
  TRAVELLING_TYPES,
} from './enquiry-values';

/**
 * One set of schemas for the wizard, the personalise flow, the landing-page form and the
 * mutations behind them (spec 3 §3, §5). Messages are message keys; `validation.phone`
 * needs `{ phone: PHONE_EXAMPLE }` when translated. The plain values and the child-date
 * parser live in `enquiry-values.ts` (no zod), so a page can use them without loading zod.
 */

export {
  type ChildDateResult,
  COMMUNICATION,
  DURATION_NIGHTS,
  DURATIONS,
  type Duration,
  ENQUIRY_LIMITS,
  parseChildDate,
  TRAVELLING_TYPES,
} from './enquiry-values';

const required = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || undefined);

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(ISO_DATE, 'validation.dateFormat')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return realDate(y, m, d) !== null;
  }, 'validation.dateInvalid');

/** A child's date of birth: typed as DD-MM-YYYY or YYYY-MM-DD, given on as YYYY-MM-DD. */
export const ChildSchema = z.object({
  dateOfBirth: z.string({ error: 'validation.required' }).transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: 'validation.required' });
      return z.NEVER;
    }
    const parsed = parseChildDate(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.date;
  }),
});

/** Who is asking: the personal-details step of every enquiry. */
export const CustomerSchema = z.object({
  firstName: required(ENQUIRY_LIMITS.name),
  lastName: required(ENQUIRY_LIMITS.name),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(ENQUIRY_LIMITS.email, 'validation.email')
    .pipe(z.email('validation.email')),
  phone: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(ENQUIRY_LIMITS.phone, 'validation.phone')
    .refine(isPhoneNumber, 'validation.phone'),
  promoCode: optional(ENQUIRY_LIMITS.promoCode),
  preferredCommunication: z.enum(COMMUNICATION, { error: 'validation.invalidValue' }).default('EMAIL'),
  comments: optional(ENQUIRY_LIMITS.comments),
});

const slugList = (max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[a-z0-9-]+$/, 'validation.unknownValue'),
      {
        error: 'validation.invalidValue',
      },
    )
    .max(max, 'validation.outOfRange')
    .default([]);

/**
 * When: exact dates, or a month and year with a duration. The wizard's "not sure" path
 * gives month, year, duration and whether flights are booked.
 */
export const TravelDatesSchema = z
  .object({
    exact: z.boolean().default(false),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    month: z.number().int().min(1, 'validation.outOfRange').max(12, 'validation.outOfRange').nullish(),
    year: z.number().int().min(2000, 'validation.outOfRange').max(2100, 'validation.outOfRange').nullish(),
    duration: z.enum(DURATIONS, { error: 'validation.invalidValue' }).nullish(),
    flightBooked: z.boolean().nullish(),
  })
  .superRefine((dates, ctx) => {
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
  });

/** The wizard's answers (spec 3 §3 "Enquiry"); every step may be skipped but the personal one. */
export const WizardEnquirySchema = CustomerSchema.extend({
  dates: TravelDatesSchema.default({ exact: false }),
  destinations: slugList(ENQUIRY_LIMITS.destinations),
  themes: slugList(ENQUIRY_LIMITS.themes),
  travellingType: z.enum(TRAVELLING_TYPES, { error: 'validation.invalidValue' }).nullish(),
  adults: z
    .number({ error: 'validation.required' })
    .int('validation.invalidValue')
    .min(1, 'validation.outOfRange')
    .max(ENQUIRY_LIMITS.adults, 'validation.outOfRange')
    .default(2),
  children: z.array(ChildSchema).max(ENQUIRY_LIMITS.children, 'validation.outOfRange').default([]),
  familyRoom: z.boolean().default(false),
  /** Budget per person for the whole trip, in whole units of `budgetCurrency`. */
  budget: z
    .number()
    .int()
    .min(0, 'validation.outOfRange')
    .max(ENQUIRY_LIMITS.budget, 'validation.outOfRange')
    .nullish(),
  budgetCurrency: z.enum(CURRENCIES, { error: 'validation.currency' }).nullish(),
  /** A random id the client makes once per wizard run: a retried submit is recognised by it. */
  submissionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalidValue')
    .nullish(),
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

const recordId = z
  .number({ error: 'validation.required' })
  .int('validation.invalidValue')
  .min(1, 'validation.invalidValue')
  .max(2_147_483_647, 'validation.invalidValue');

const count = (max: number) =>
  z
    .number()
    .int('validation.invalidValue')
    .min(1, 'validation.outOfRange')
    .max(max, 'validation.outOfRange')
    .default(1);

/** The personalise flow's choices (spec 3 §3 "Trip personalisation input"): stays and rooms per stop, activities, cars. */
export const PersonalizationSchema = z.object({
  stops: z
    .array(
      z.object({
        stopId: recordId,
        stayId: recordId,
        rooms: z
          .array(
            z.object({
              roomId: recordId,
              quantity: count(PERSONALIZATION_LIMITS.roomQuantity),
              mealPlanId: recordId.nullish(),
            }),
          )
          .min(1, 'validation.required')
          .max(PERSONALIZATION_LIMITS.roomsPerStop, 'validation.outOfRange'),
      }),
    )
    .max(PERSONALIZATION_LIMITS.stops, 'validation.outOfRange')
    .default([]),
  activities: z
    .array(z.object({ activityId: recordId, stopId: recordId }))
    .max(PERSONALIZATION_LIMITS.activities, 'validation.outOfRange')
    .default([]),
  cars: z
    .array(z.object({ carId: recordId, quantity: count(PERSONALIZATION_LIMITS.carQuantity) }))
    .max(PERSONALIZATION_LIMITS.cars, 'validation.outOfRange')
    .default([]),
});

/** When and who, for a personalised trip: the start day and the party (the nights are the trip's). */
export const PersonalizationEnquireSchema = z.object({
  startDate: isoDate,
  adults: z
    .number({ error: 'validation.required' })
    .int('validation.invalidValue')
    .min(1, 'validation.outOfRange')
    .max(ENQUIRY_LIMITS.adults, 'validation.outOfRange'),
  children: z.array(ChildSchema).max(ENQUIRY_LIMITS.children, 'validation.outOfRange').default([]),
  submissionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalidValue')
    .nullish(),
});

export const TripPersonalizationSchema = z.object({
  customer: CustomerSchema,
  enquire: PersonalizationEnquireSchema,
  id: recordId,
  personalization: PersonalizationSchema.default({ stops: [], activities: [], cars: [] }),
});

export type PersonalizationInput = z.input<typeof PersonalizationSchema>;
export type Personalization = z.output<typeof PersonalizationSchema>;
export type TripPersonalizationInput = z.input<typeof TripPersonalizationSchema>;
export type TripPersonalization = z.output<typeof TripPersonalizationSchema>;
