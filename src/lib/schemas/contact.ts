import { z } from 'zod';
import { isPhoneNumber } from './phone';
import { text } from './text';

export { isPhoneNumber, PHONE_EXAMPLE } from './phone';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 32, country: 100, message: 5000 } as const;

const required = (max: number) =>
  text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Empty text counts as not given: a form sends "" for an untouched optional field. */
const optional = (max: number) =>
  text()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || undefined);

/**
 * One schema for the contact form and the `contact` call (spec 2 §3, §5); messages are
 * message keys. `validation.phone` needs `{ phone: PHONE_EXAMPLE }` when translated.
 */
export const ContactSchema = z.object({
  firstName: required(CONTACT_LIMITS.name),
  lastName: required(CONTACT_LIMITS.name),
  email: text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.email, 'validation.email')
    .pipe(z.email('validation.email')),
  phone: optional(CONTACT_LIMITS.phone).refine(
    (value) => value === undefined || isPhoneNumber(value),
    'validation.phone',
  ),
  message: required(CONTACT_LIMITS.message),
  country: optional(CONTACT_LIMITS.country),
  language: z
    .enum(['en', 'de'], { error: 'validation.language' })
    .nullish()
    .transform((value) => value ?? undefined),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;
