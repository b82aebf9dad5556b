import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { IdSchema, INVALID, RANGE } from '../catalogue/inputs';
import { MAX_LIVE_RATE_NIGHTS } from './live-rate';

/** A calendar date as YYYY-MM-DD that exists (no 30 February). */
export const PlainDateSchema = z
  .string({ error: 'validation.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid')
  .transform((value, context) => {
    try {
      return Temporal.PlainDate.from(value, { overflow: 'reject' });
    } catch {
      context.addIssue({ code: 'custom', message: 'validation.dateInvalid' });
      return z.NEVER;
    }
  });

/**
 * LiveRates (spec 3 §7: mealPlanId, fromDate, toDate, adults, children) plus `roomId`:
 * our meal plans are a shared list, so the room cannot be read from the meal plan.
 * `children` are dates of birth; the rate depends on the age at arrival.
 */
export const LiveRateSchema = z
  .object({
    roomId: IdSchema.optional(),
    mealPlanId: IdSchema,
    fromDate: PlainDateSchema,
    toDate: PlainDateSchema,
    adults: z.number({ error: INVALID }).int(INVALID).min(1, RANGE).max(20, RANGE),
    children: z.array(PlainDateSchema, { error: INVALID }).max(10, RANGE).default([]),
  })
  // A transform, not superRefine: it runs only once every field parsed, so the dates are
  // PlainDates here (a refinement would also run on strings the format check refused).
  .transform((input, context) => {
    const nights = input.fromDate.until(input.toDate, { largestUnit: 'days' }).days;
    if (nights < 1) context.addIssue({ code: 'custom', path: ['toDate'], message: 'validation.dateOrder' });
    if (nights > MAX_LIVE_RATE_NIGHTS) context.addIssue({ code: 'custom', path: ['toDate'], message: RANGE });
    input.children.forEach((birth, index) => {
      if (Temporal.PlainDate.compare(birth, input.fromDate) > 0) {
        context.addIssue({ code: 'custom', path: ['children', index], message: 'validation.dateInvalid' });
      }
    });
    return input;
  });

export type LiveRateInput = z.output<typeof LiveRateSchema> & { roomId: number };
