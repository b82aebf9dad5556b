import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isLocale, type Locale } from '~/i18n/locales';
import { localePath } from '~/i18n/routes';
import type { Database } from '../../db';
import { consultants, contactMessages, leads, quotes } from '../../db/schema';
import {
  ContactReceivedSchema,
  LeadAssignedSchema,
  LeadManualSchema,
  QuoteCreatedSchema,
  TOPICS,
} from '../outbox/outbox.topics';
import { type OutboxHandler, type OutboxHandlers, type OutboxRow, PermanentFailure } from '../outbox/outbox.worker';
import { composeContactReceived, composeLeadAssigned, composeLeadManual, composeQuoteCreated } from './mail.compose';
import type { Mailer } from './mail.transport';

export interface MailSettings {
  mailer: Mailer;
  /** The public origin the links in e-mails point to. */
  siteUrl: string;
  salesEmail: string;
  /** The language of e-mails to our own staff. */
  staffLocale?: Locale;
}

/** The payload, or a permanent failure: retrying cannot make a malformed payload good. */
function parsePayload<T extends z.ZodType>(schema: T, row: OutboxRow): z.infer<T> {
  const parsed = schema.safeParse(row.payload);
  if (!parsed.success) throw new PermanentFailure(`bad ${row.topic} payload: ${parsed.error.message}`);
  return parsed.data;
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new PermanentFailure(`${what} does not exist`);
  return value;
}

const loadLead = async (db: Database, id: number) =>
  found((await db.select().from(leads).where(eq(leads.id, id)))[0], `lead ${id}`);

const loadQuote = async (db: Database, id: number) =>
  found((await db.select().from(quotes).where(eq(quotes.id, id)))[0], `quote ${id}`);

async function loadConsultant(db: Database, id: number | null) {
  if (id === null) return undefined;
  return (await db.select().from(consultants).where(eq(consultants.id, id)))[0];
}

const languageOf = (...candidates: unknown[]): Locale => (candidates.find(isLocale) as Locale | undefined) ?? 'en';

/** The quote page, in a language: `${site}/{lang}/q/{reference}-{quoteId}`. */
export function quoteUrl(siteUrl: string, locale: Locale, reference: string, quoteId: number): string {
  return new URL(localePath(locale, `/q/${reference}-${quoteId}`), siteUrl).toString();
}

/** The e-mail handlers for the outbox topics of docs/decisions/012. */
export function createMailHandlers({ mailer, siteUrl, salesEmail, staffLocale = 'en' }: MailSettings): OutboxHandlers {
  const quoteCreated: OutboxHandler = async (row, { db }) => {
    const payload = parsePayload(QuoteCreatedSchema, row);
    const lead = await loadLead(db, payload.leadId);
    const quote = await loadQuote(db, payload.quoteId);
    const consultant = await loadConsultant(db, quote.consultantId ?? lead.consultantId);
    const locale = languageOf(payload.locale, lead.locale, quote.locale);
    const content = composeQuoteCreated(
      {
        firstName: lead.firstName,
        reference: quote.reference,
        title: quote.title[locale],
        startDate: quote.startDate,
        endDate: quote.endDate,
        nights: quote.numberOfNights,
        adults: quote.adults,
        children: quote.childrenBirthDates.length,
        currency: quote.currency,
        totalMinor: typeof quote.totals['total'] === 'number' ? quote.totals['total'] : null,
        expiryDays: quote.expiryDays,
        consultantName: consultant?.fullName ?? null,
      },
      locale,
      quoteUrl(siteUrl, locale, quote.reference, quote.id),
    );
    // Answers reach the consultant who looks after the quote.
    return mailer.send({
      outboxId: row.id,
      to: lead.email,
      content,
      ...(consultant ? { replyTo: consultant.email } : {}),
    });
  };

  const leadAssigned: OutboxHandler = async (row, { db }) => {
    const payload = parsePayload(LeadAssignedSchema, row);
    const lead = await loadLead(db, payload.leadId);
    const consultant = found(await loadConsultant(db, payload.consultantId), `consultant ${payload.consultantId}`);
    const quote = payload.quoteId ? await loadQuote(db, payload.quoteId) : null;
    const visitorLocale = languageOf(lead.locale);
    const content = composeLeadAssigned(
      lead,
      quote ? { reference: quote.reference, url: quoteUrl(siteUrl, visitorLocale, quote.reference, quote.id) } : null,
      staffLocale,
    );
    return mailer.send({ outboxId: row.id, to: consultant.email, replyTo: lead.email, content });
  };

  const leadManual: OutboxHandler = async (row, { db }) => {
    const payload = parsePayload(LeadManualSchema, row);
    const lead = await loadLead(db, payload.leadId);
    const content = composeLeadManual(lead, languageOf(payload.locale, lead.locale));
    return mailer.send({ outboxId: row.id, to: lead.email, content });
  };

  const contactReceived: OutboxHandler = async (row, { db }) => {
    const payload = parsePayload(ContactReceivedSchema, row);
    const [contact] = await db.select().from(contactMessages).where(eq(contactMessages.id, payload.messageId));
    const message = found(contact, `contact message ${payload.messageId}`);
    const content = composeContactReceived(message, staffLocale);
    return mailer.send({ outboxId: row.id, to: salesEmail, replyTo: message.email, content });
  };

  return {
    [TOPICS.quoteCreated]: quoteCreated,
    [TOPICS.leadAssigned]: leadAssigned,
    [TOPICS.leadManual]: leadManual,
    [TOPICS.contactReceived]: contactReceived,
  };
}

/** The topics these handlers send as e-mail: held while there is no mail server. */
export const MAIL_TOPICS: readonly string[] = Object.values(TOPICS);
