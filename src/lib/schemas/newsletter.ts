import { z } from 'zod';
import { text } from './text';

/** One schema for the newsletter form and the `subscribe` call; messages are message keys. */
export const NewsletterSchema = z.object({
  email: text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.email')
    .pipe(z.email('validation.email')),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
