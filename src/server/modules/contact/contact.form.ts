import type { Locale } from '~/i18n/locales';
import type { MessageKey } from '~/i18n/messages';
import { CONTACT_LIMITS, ContactSchema } from '~/lib/schemas/contact';
import type { Database } from '../../db';
import { errorSummary } from '../../error-summary';
import { formText, readFormBody, unreadableFormMessage } from '../../http/form-body';
import { receiveContact } from './contact.service';
import { moduleLogger } from '../../log/logger';

const log = moduleLogger('contact');

/** The fields of the contact form (spec 2 §3: first name, last name, email, phone, comments). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** Spec 2 §4: editing, submitted (thank-you), error — plus "invalid", editing with messages. */
export type ContactFormState =
  | { status: 'editing'; values: ContactValues }
  | { status: 'invalid'; values: ContactValues; errors: Partial<Record<ContactField, MessageKey>> }
  | { status: 'failed'; values: ContactValues }
  /** The post was not a readable form (wrong type, too large, not UTF-8): 415, 413 or 400. */
  | { status: 'unreadable'; values: ContactValues; httpStatus: 400 | 413 | 415; message: MessageKey }
  | { status: 'sent' };

const LIMIT: Record<ContactField, number> = {
  firstName: CONTACT_LIMITS.name,
  lastName: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  phone: CONTACT_LIMITS.phone,
  message: CONTACT_LIMITS.message,
};

export const emptyContactValues = (): ContactValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
});

/**
 * Handles the form's post without JavaScript: the page renders the answer itself, so what
 * was typed is shown again from the post body and never travels in an address.
 */
export async function submitContactForm(
  request: Request,
  locale: Locale,
  db: () => Promise<Database>,
): Promise<ContactFormState> {
  const body = await readFormBody(request);
  if (body.status !== 'ok') {
    return {
      status: 'unreadable',
      values: emptyContactValues(),
      httpStatus: body.httpStatus,
      message: unreadableFormMessage(body),
    };
  }
  const raw = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(body.form, field)]));
  // Shown again as typed, bounded so a huge post is not echoed back in full.
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, (raw[field] ?? '').slice(0, LIMIT[field] + 1)]),
  ) as ContactValues;

  const parsed = ContactSchema.safeParse({ ...raw, language: locale });
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, MessageKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message as MessageKey;
    }
    return { status: 'invalid', values, errors };
  }
  try {
    await receiveContact(await db(), parsed.data, locale);
    return { status: 'sent' };
  } catch (error) {
    // Never the error itself: a driver's message quotes the submission (name, e-mail, phone).
    log.error(`could not store a message: ${errorSummary(error)}`);
    return { status: 'failed', values };
  }
}
