import type { Locale } from '~/i18n/locales';
import type { Database } from '../../db';
import { newsletterSubscriptions } from '../../db/schema';

/** Subscribing twice is harmless: the first sign-up and its language stay. */
export async function subscribe(db: Database, email: string, language: Locale): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.trim().toLowerCase(), language })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
