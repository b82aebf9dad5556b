import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { consultants, quotePayments, quotes } from '../../db/schema';
import type { CostBreakdownState, Localized, PaymentKind, Picture, QuoteStatus } from '../../db/schema';
import { parseQuoteContent, parseQuoteTotals, type QuoteContent } from './quote.content';
import type { QuoteTotals } from './quote.pricing';
import { isReference } from './quote.reference';

/**
 * The {quote} address segment (spec 3 §2): the last dash-separated part is the numeric
 * quote id, the rest the reference. Anything else is no quote at all.
 */
export function parseQuoteSegment(segment: string): { reference: string; quoteId: number } | null {
  const dash = segment.lastIndexOf('-');
  if (dash <= 0) return null;
  const reference = segment.slice(0, dash).toUpperCase();
  const id = segment.slice(dash + 1);
  if (!isReference(reference) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const quoteId = Number(id);
  return quoteId <= 2_147_483_647 ? { reference, quoteId } : null;
}

export interface QuoteView {
  id: number;
  reference: string;
  version: number;
  versions: number;
  title: Localized;
  status: QuoteStatus;
  startDate: string;
  endDate: string;
  numberOfNights: number;
  adults: number;
  childrenBirthDates: string[];
  quotedAt: Date;
  expiresAt: Date;
  currency: string;
  showCostPerPerson: boolean;
  costBreakdownState: CostBreakdownState;
  cancellationPolicy: string;
  acceptedAt: Date | null;
  totals: QuoteTotals;
  content: QuoteContent;
  payments: {
    kind: PaymentKind;
    amountMinor: number;
    dueDate: string | null;
    percentage: string;
    paidAt: Date | null;
  }[];
  consultant: { fullName: string; email: string; photo: Picture } | null;
}

const DAY_MS = 86_400_000;

/** Whether the quote can no longer be accepted: its validity ran out before it was accepted. */
export const isExpired = (quote: Pick<QuoteView, 'expiresAt' | 'acceptedAt'>, now: Date) =>
  !quote.acceptedAt && now.getTime() > quote.expiresAt.getTime();

/** One quote version by its address segment; null when the reference and id do not belong together. */
export async function getQuoteView(db: Database, segment: string): Promise<QuoteView | null> {
  const address = parseQuoteSegment(segment);
  if (!address) return null;
  const [row] = await db
    .select({ quote: quotes, consultant: consultants })
    .from(quotes)
    .leftJoin(consultants, eq(consultants.id, quotes.consultantId))
    .where(and(eq(quotes.id, address.quoteId), eq(quotes.reference, address.reference)));
  if (!row) return null;
  const { quote, consultant } = row;
  const [payments, [versions]] = await Promise.all([
    db
      .select({
        kind: quotePayments.kind,
        amountMinor: quotePayments.amountMinor,
        dueDate: quotePayments.dueDate,
        percentage: quotePayments.percentage,
        paidAt: quotePayments.paidAt,
      })
      .from(quotePayments)
      .where(eq(quotePayments.quoteId, quote.id))
      .orderBy(asc(quotePayments.id)),
    db.select({ n: count() }).from(quotes).where(eq(quotes.reference, quote.reference)),
  ]);
  return {
    id: quote.id,
    reference: quote.reference,
    version: quote.version,
    versions: versions?.n ?? 1,
    title: quote.title,
    status: quote.status,
    startDate: quote.startDate,
    endDate: quote.endDate,
    numberOfNights: quote.numberOfNights,
    adults: quote.adults,
    childrenBirthDates: quote.childrenBirthDates,
    quotedAt: quote.quotedAt,
    expiresAt: new Date(quote.quotedAt.getTime() + quote.expiryDays * DAY_MS),
    currency: quote.currency,
    showCostPerPerson: quote.showCostPerPerson,
    costBreakdownState: quote.costBreakdownState,
    cancellationPolicy: quote.cancellationPolicy,
    acceptedAt: quote.acceptedAt,
    totals: parseQuoteTotals(quote.totals),
    content: parseQuoteContent(quote.content),
    payments,
    consultant: consultant && { fullName: consultant.fullName, email: consultant.email, photo: consultant.photo },
  };
}
