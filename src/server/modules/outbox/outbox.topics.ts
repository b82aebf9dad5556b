import { z } from 'zod';
import { LOCALES } from '~/i18n/locales';

/**
 * The outbox topics of docs/decisions/012 and the payload each carries. Producers enqueue
 * these shapes in their transaction; the worker's handlers parse them before acting.
 */
export const TOPICS = {
  quoteCreated: 'quote.created',
  leadAssigned: 'lead.assigned',
  leadManual: 'lead.manual',
  contactReceived: 'contact.received',
} as const;

const id = z.number().int().positive();
const locale = z.enum(LOCALES);

export const QuoteCreatedSchema = z.object({ leadId: id, quoteId: id, locale: locale.optional() });
export const LeadAssignedSchema = z.object({ leadId: id, quoteId: id.nullish(), consultantId: id });
export const LeadManualSchema = z.object({ leadId: id, locale: locale.optional() });
export const ContactReceivedSchema = z.object({ messageId: id, language: locale.optional() });

export type QuoteCreatedPayload = z.infer<typeof QuoteCreatedSchema>;
export type LeadAssignedPayload = z.infer<typeof LeadAssignedSchema>;
export type LeadManualPayload = z.infer<typeof LeadManualSchema>;
export type ContactReceivedPayload = z.infer<typeof ContactReceivedSchema>;
