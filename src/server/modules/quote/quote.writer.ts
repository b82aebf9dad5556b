import type { Transaction } from '../../db';
import { quoteLineItems, quotePayments, quotes } from '../../db/schema';
import type { QuoteDraft } from './quote.assemble';
import { generateReference } from './quote.reference';

export interface NewQuote {
  draft: QuoteDraft;
  leadId: number;
  consultantId: number | null;
  locale: string;
  currency: string;
  fxRate: string;
  fxTakenOn: string;
}

/** Writes version 1 of a new quote with its line items and payment schedule, in the caller's transaction. */
export async function insertQuote(tx: Transaction, quote: NewQuote): Promise<{ id: number; reference: string }> {
  const { draft } = quote;
  const [row] = await tx
    .insert(quotes)
    .values({
      reference: generateReference(),
      version: 1,
      leadId: quote.leadId,
      tripId: draft.tripId,
      consultantId: quote.consultantId,
      title: draft.title,
      status: 'QUOTED',
      locale: quote.locale,
      startDate: draft.startDate,
      endDate: draft.endDate,
      numberOfNights: draft.numberOfNights,
      adults: draft.adults,
      childrenBirthDates: draft.childrenBirthDates,
      expiryDays: draft.expiryDays,
      currency: quote.currency,
      fxRate: quote.fxRate,
      fxTakenOn: quote.fxTakenOn,
      cancellationPolicy: draft.cancellationPolicy,
      totals: { ...draft.totals },
      content: draft.content,
    })
    .returning({ id: quotes.id, reference: quotes.reference });
  if (!row) throw new Error('quote was not stored');
  if (draft.lineItems.length > 0) {
    await tx.insert(quoteLineItems).values(
      draft.lineItems.map((line, position) => ({
        quoteId: row.id,
        position,
        category: line.category,
        stopPosition: line.stopPosition,
        description: line.description,
        quantity: line.quantity,
        unitMinor: line.unitMinor,
        totalMinor: line.totalMinor,
        activityId: line.activityId,
        details: line.prepaid ? { ...line.details, prepaid: true } : line.details,
      })),
    );
  }
  await tx.insert(quotePayments).values(
    draft.payments.map((payment) => ({
      quoteId: row.id,
      kind: payment.kind,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      dueDate: payment.dueDate,
      percentage: payment.percentage,
    })),
  );
  return row;
}
