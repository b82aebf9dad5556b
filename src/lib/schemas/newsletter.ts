import { z } from 'zod';

/** One schema for the newsletter form and the `subscribe` call; messages are message keys. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.email')
    .pipe(z.email('validation.email')),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
