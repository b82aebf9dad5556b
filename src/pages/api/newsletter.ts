import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n/locales';
import { getTranslator } from '~/i18n/t';
import { NewsletterSchema } from '~/lib/schemas/newsletter';
import { isCleanText } from '~/lib/schemas/text';
import { database } from '~/server/db';
import { formText, readFormBody, unreadableFormResponse } from '~/server/http/form-body';
import { safeReturnPath } from '~/server/http/return-path';
import { subscribe } from '~/server/modules/newsletter/newsletter.service';

/** The outcome the footer shows for the first problem (see NewsletterForm.astro). */
function outcomeOf(message: string | undefined): 'required' | 'text' | 'email' {
  if (message === 'validation.required') return 'required';
  return message === 'validation.text' ? 'text' : 'email';
}

/**
 * The footer's newsletter form posts here (no JavaScript needed) and goes back to its
 * page with the outcome in the address, keeping what was typed when it was not valid.
 * A body that is not a readable form is a 4xx with a message (never a 500).
 */
export const POST: APIRoute = async ({ request, redirect, locals }) => {
  const body = await readFormBody(request);
  if (body.status !== 'ok') return unreadableFormResponse(body, getTranslator(locals.locale));
  const { form } = body;
  const chosen = formText(form, 'language');
  const language = isLocale(chosen) ? chosen : locals.locale;
  const back = new URL(safeReturnPath(formText(form, 'return'), `/${language}/`), 'http://x');
  const email = formText(form, 'email');
  const parsed = NewsletterSchema.safeParse({ email });
  if (parsed.success) {
    await subscribe((await database()).db, parsed.data.email, language);
    back.searchParams.set('newsletter', 'subscribed');
    back.searchParams.delete('newsletter_email');
  } else {
    back.searchParams.set('newsletter', outcomeOf(parsed.error.issues[0]?.message));
    // What was typed comes back in the box, unless it is text that cannot be shown.
    back.searchParams.set('newsletter_email', isCleanText(email) ? email.slice(0, 254) : '');
  }
  return redirect(`${back.pathname}${back.search}#newsletter`, 303);
};
