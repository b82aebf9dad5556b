import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n/locales';
import { NewsletterSchema } from '~/lib/schemas/newsletter';
import { database } from '~/server/db';
import { safeReturnPath } from '~/server/http/currency';
import { subscribe } from '~/server/modules/newsletter/newsletter.service';

/**
 * The footer's newsletter form posts here (no JavaScript needed) and goes back to its
 * page with the outcome in the address, keeping what was typed when it was not valid.
 */
export const POST: APIRoute = async ({ request, redirect, locals }) => {
  const form = await request.formData();
  const language = isLocale(form.get('language')) ? (form.get('language') as 'en' | 'de') : locals.locale;
  const back = new URL(safeReturnPath(String(form.get('return') ?? ''), `/${language}/`), 'http://x');
  const parsed = NewsletterSchema.safeParse({ email: form.get('email') ?? '' });
  if (parsed.success) {
    await subscribe((await database()).db, parsed.data.email, language);
    back.searchParams.set('newsletter', 'subscribed');
    back.searchParams.delete('newsletter_email');
  } else {
    back.searchParams.set(
      'newsletter',
      parsed.error.issues[0]?.message === 'validation.required' ? 'required' : 'email',
    );
    back.searchParams.set('newsletter_email', String(form.get('email') ?? '').slice(0, 254));
  }
  return redirect(`${back.pathname}${back.search}#newsletter`, 303);
};
