/**
 * The one way an enquiry becomes a lead (wizard, personalise flow, landing page): in ONE
 * transaction the lead, its quote (line items, payments), the consultant's turn and the
 * outbox messages are written, or nothing is (docs/decisions/012).
 */
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '~/i18n/locales';
import type { Currency } from '~/lib/currency';
import type { Customer } from '~/lib/schemas/enquiry';
import type { Database, Transaction } from '../../db';
import { leads, quotes } from '../../db/schema';
import { enqueue } from '../outbox/outbox.writer';
import type { Issue } from '../quote/personalization.check';
import type { BuildOutcome } from '../quote/quote.build';
import { insertQuote } from '../quote/quote.writer';
import { nextConsultant, takeTurn } from './consultant.assign';
import { dedupeKey, type LeadKind } from './enquiry.dedupe';

export const TOPICS = {
  quoteCreated: 'quote.created',
  leadAssigned: 'lead.assigned',
  leadManual: 'lead.manual',
} as const;

export interface LeadInput {
  kind: LeadKind;
  locale: Locale;
  currency: Currency;
  customer: Customer;
  tripId: number | null;
  landingSlug: string | null;
  /** The validated answers, kept with the lead. */
  enquiry: Record<string, unknown>;
  submissionId: string | null | undefined;
  referralCode: string | null;
  source: string | null;
  medium: string | null;
}

/** What could not be built automatically is a reason for the consultant, not an error. */
export type Built = BuildOutcome | { kind: 'manual'; reason: string };

export type EnquiryOutcome =
  | { status: 'QUOTED'; leadId: number; quoteId: number; reference: string }
  | { status: 'MANUAL'; leadId: number }
  | { status: 'INVALID'; issues: Issue[] };

/** The answer already given to the lead with this key, if there is one. */
async function existingOutcome(db: Database | Transaction, key: string): Promise<EnquiryOutcome | null> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.dedupeKey, key));
  if (!lead) return null;
  const [quote] = await db
    .select({ id: quotes.id, reference: quotes.reference })
    .from(quotes)
    .where(eq(quotes.leadId, lead.id))
    .orderBy(asc(quotes.version))
    .limit(1);
  return quote
    ? { status: 'QUOTED', leadId: lead.id, quoteId: quote.id, reference: quote.reference }
    : { status: 'MANUAL', leadId: lead.id };
}

/**
 * Stores a lead and its quote. A submission seen before (same dedupe key) answers the first
 * one's result without building anything; two arriving together both build, but the unique
 * key lets only one insert: the other waits for it and answers its result. The quote is
 * built before the transaction opens, so no lock is held while prices are worked out.
 * `queue` is replaceable so a test can make the last step fail.
 */
export async function submitEnquiry(
  db: Database,
  lead: LeadInput,
  build: () => Promise<Built>,
  now: Date,
  queue: typeof enqueue = enqueue,
): Promise<EnquiryOutcome> {
  const key = dedupeKey(
    lead.kind,
    {
      customer: lead.customer,
      enquiry: lead.enquiry,
      tripId: lead.tripId,
      landingSlug: lead.landingSlug,
      referralCode: lead.referralCode,
    },
    lead.submissionId,
    now,
  );
  const seen = await existingOutcome(db, key);
  if (seen) return seen;
  const built = await build();
  if (built.kind === 'invalid') return { status: 'INVALID', issues: built.issues };

  return db.transaction(async (tx) => {
    const consultantId = await nextConsultant(tx);
    const quoted = built.kind === 'quote';
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        status: quoted ? 'QUOTED' : 'NEW',
        manualReason: quoted ? null : built.reason,
        consultantId,
        dedupeKey: key,
        locale: lead.locale,
        currency: lead.currency,
        firstName: lead.customer.firstName,
        lastName: lead.customer.lastName,
        email: lead.customer.email,
        phone: lead.customer.phone,
        promoCode: lead.customer.promoCode ?? null,
        preferredCommunication: lead.customer.preferredCommunication,
        comments: lead.customer.comments ?? null,
        tripId: lead.tripId,
        landingSlug: lead.landingSlug,
        enquiry: lead.enquiry,
        referralCode: lead.referralCode,
        source: lead.source,
        medium: lead.medium,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: leads.dedupeKey })
      .returning({ id: leads.id });
    if (!row) {
      const first = await existingOutcome(tx, key);
      if (!first) throw new Error('a lead with this dedupe key was expected');
      return first;
    }
    const leadId = row.id;
    if (consultantId !== null) await takeTurn(tx, consultantId);
    if (built.kind === 'quote') {
      const quote = await insertQuote(tx, {
        draft: built.draft,
        leadId,
        consultantId,
        locale: lead.locale,
        currency: lead.currency,
        fxRate: built.fxRate,
        fxTakenOn: built.fxTakenOn,
      });
      await queue(tx, {
        topic: TOPICS.quoteCreated,
        dedupeKey: `${TOPICS.quoteCreated}:${quote.id}`,
        payload: { leadId, quoteId: quote.id, locale: lead.locale },
      });
      if (consultantId !== null) {
        await queue(tx, {
          topic: TOPICS.leadAssigned,
          dedupeKey: `${TOPICS.leadAssigned}:${leadId}`,
          payload: { leadId, quoteId: quote.id, consultantId },
        });
      }
      return { status: 'QUOTED', leadId, quoteId: quote.id, reference: quote.reference };
    }
    await tx
      .update(leads)
      .set({ manualReason: built.reason, consultantId, updatedAt: now })
      .where(eq(leads.id, leadId));
    await queue(tx, {
      topic: TOPICS.leadManual,
      dedupeKey: `${TOPICS.leadManual}:${leadId}`,
      payload: { leadId, locale: lead.locale },
    });
    if (consultantId !== null) {
      await queue(tx, {
        topic: TOPICS.leadAssigned,
        dedupeKey: `${TOPICS.leadAssigned}:${leadId}`,
        payload: { leadId, quoteId: null, consultantId },
      });
    }
    return { status: 'MANUAL', leadId };
  });
}
