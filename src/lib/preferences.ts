import { z } from 'zod';
import { CURRENCIES } from './currency';
import { text } from './schemas/text';
import { LOCALES } from '~/i18n/locales';

/** What every data call sends as `userPreferences` (spec 1 §7). */
export const UserPreferencesSchema = z.object({
  langCode: z.enum(LOCALES).catch('en'),
  currency: z.enum(CURRENCIES).catch('EUR'),
  referrer: text().max(2048).nullish().catch(null),
});

export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** Reads preferences from untrusted variables; anything unknown falls back to defaults. */
export function readUserPreferences(value: unknown): UserPreferences {
  return UserPreferencesSchema.parse(typeof value === 'object' && value !== null ? value : {});
}
