import { Temporal } from 'temporal-polyfill';
import type { TripPersonalization } from '~/lib/schemas/enquiry';
import type { Database } from '../../db';
import type { Issue } from '../quote/personalization.check';
import { buildQuote } from '../quote/quote.build';
import { loadTripCandidates } from '../quote/trip-candidates';
import { type EnquiryOutcome, submitEnquiry } from './enquiry.service';
import { childIssues, type SubmitContext, todayOf } from './wizard.service';

export interface PersonalizationOptions {
  referralCode?: string | null;
  source?: string | null;
  medium?: string | null;
}

/**
 * A personalised trip (spec 3 §3): the template's stops and nights from the chosen start,
 * with the visitor's stays, rooms, activities and cars checked against the trip and priced
 * by the same rules as the wizard's quotes; stops the visitor left alone are filled in.
 */
export async function submitTripPersonalization(
  db: Database,
  input: TripPersonalization,
  options: PersonalizationOptions,
  ctx: SubmitContext,
): Promise<EnquiryOutcome> {
  const today = todayOf(ctx.now);
  const start = Temporal.PlainDate.from(input.enquire.startDate);
  const birthDates = input.enquire.children.map((child) => child.dateOfBirth);
  const issues: Issue[] = childIssues(birthDates, today, ['enquire', 'children']);
  if (Temporal.PlainDate.compare(start, today) <= 0) {
    issues.push({ path: ['enquire', 'startDate'], message: 'enquiry.dateInPast' });
  }
  const candidates = await loadTripCandidates(db);
  if (!candidates.some((trip) => trip.id === input.id))
    issues.push({ path: ['id'], message: 'validation.unknownValue' });
  if (issues.length > 0) return { status: 'INVALID', issues };

  const { submissionId, ...enquire } = input.enquire;
  return submitEnquiry(
    db,
    {
      kind: 'PERSONALISE',
      locale: ctx.locale,
      currency: ctx.currency,
      customer: input.customer,
      tripId: input.id,
      landingSlug: null,
      enquiry: { enquire, personalization: input.personalization },
      submissionId,
      referralCode: options.referralCode ?? null,
      source: options.source ?? null,
      medium: options.medium ?? null,
    },
    () =>
      buildQuote(
        db,
        {
          tripId: input.id,
          plan: { starts: [start], nights: null },
          adults: input.enquire.adults,
          childrenBirthDates: birthDates,
          familyRoom: false,
          budgetPerPersonMinor: null,
          promoCode: input.customer.promoCode ?? null,
          currency: ctx.currency,
          personalization: input.personalization,
        },
        today,
      ),
    ctx.now,
  );
}
