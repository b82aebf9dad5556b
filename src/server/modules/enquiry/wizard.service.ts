/**
 * A wizard (or landing-page) enquiry: the answers checked against the catalogue and the
 * calendar, the best-matching trip templates tried in turn, and the lead stored with its
 * quote — or for a consultant when no template can be booked as asked.
 */
import { Temporal } from 'temporal-polyfill';
import type { Locale } from '~/i18n/locales';
import type { Currency } from '~/lib/currency';
import type { WizardEnquiry } from '~/lib/schemas/enquiry';
import type { Database } from '../../db';
import { loadReference } from '../catalogue/reference';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import type { Issue } from '../quote/personalization.check';
import { type BuildOutcome, buildQuote } from '../quote/quote.build';
import { type DatePlan, planDates } from '../quote/quote.dates';
import { loadDatedFx } from '../quote/quote.loader';
import { loadQuoteSettings } from '../quote/quote.settings';
import { loadTripCandidates } from '../quote/trip-candidates';
import { rankTrips } from '../quote/trip-selection';
import { type Built, type EnquiryOutcome, submitEnquiry } from './enquiry.service';

export interface SubmitContext {
  locale: Locale;
  currency: Currency;
  now: Date;
}

export interface WizardOptions {
  /** A trip to start from (the wizard opened from a trip page). */
  tripId?: number | null;
  referralCode?: string | null;
  source?: string | null;
  medium?: string | null;
  /** Set for the landing-page form: the lead's kind is then LANDING. */
  landingSlug?: string | null;
}

/** How many of the best-matching templates are tried before a consultant takes over. */
export const TRIPS_TRIED = 3;

export const todayOf = (now: Date) => Temporal.PlainDate.from(now.toISOString().slice(0, 10));

/** Children must be born by today; field paths as the GraphQL arguments name them. */
export function childIssues(birthDates: readonly string[], today: Temporal.PlainDate, path: string[]): Issue[] {
  return birthDates.flatMap((birthDate, i): Issue[] =>
    Temporal.PlainDate.compare(Temporal.PlainDate.from(birthDate), today) > 0
      ? [{ path: [...path, i, 'dateOfBirth'], message: 'validation.dateInvalid' }]
      : [],
  );
}

const money = (whole: number, from: Currency, to: Currency, fx: FxRates) => {
  try {
    return convertMinor(whole * 100, from, to, fx);
  } catch {
    return null;
  }
};

export async function submitWizardEnquiry(
  db: Database,
  enquiry: WizardEnquiry,
  options: WizardOptions,
  ctx: SubmitContext,
): Promise<EnquiryOutcome> {
  const today = todayOf(ctx.now);
  const [ref, settings, candidates] = await Promise.all([
    loadReference(db),
    loadQuoteSettings(db),
    loadTripCandidates(db),
  ]);
  const issues: Issue[] = [];
  const destinationIds = enquiry.destinations.flatMap((slug, i) => {
    const place = ref.destinationBySlug.get(slug);
    const country = ref.countries.find((c) => c.slug === slug);
    if (!place && !country) issues.push({ path: ['enquiry', 'destinations', i], message: 'validation.unknownValue' });
    return place ? [place.id] : country?.destinationId != null ? [country.destinationId] : [];
  });
  const experienceIds = enquiry.themes.flatMap((slug, i) => {
    const experience = ref.experiences.find((e) => e.slug === slug);
    if (!experience) issues.push({ path: ['enquiry', 'themes', i], message: 'validation.unknownValue' });
    return experience ? [experience.id] : [];
  });
  const birthDates = enquiry.children.map((child) => child.dateOfBirth);
  issues.push(...childIssues(birthDates, today, ['enquiry', 'children']));
  const dated = planDates(enquiry.dates, today, settings.minLeadDays);
  if (!dated.ok) issues.push({ path: ['enquiry', ...dated.issue.path], message: dated.issue.message });
  if (options.tripId != null && !candidates.some((trip) => trip.id === options.tripId)) {
    issues.push({ path: ['id'], message: 'validation.unknownValue' });
  }
  if (issues.length > 0 || !dated.ok) return { status: 'INVALID', issues };
  const plan: DatePlan = dated.plan;

  const build = async (): Promise<Built> => {
    const fx = (await loadDatedFx(db)).rates;
    const budgetCurrency = enquiry.budgetCurrency ?? ctx.currency;
    const budget = enquiry.budget ?? null;
    const budgetTarget = budget == null ? null : money(budget, budgetCurrency, ctx.currency, fx);
    const budgetEur = budget == null ? null : money(budget, budgetCurrency, 'EUR', fx);
    const month = enquiry.dates.exact ? (plan.starts[0]?.month ?? null) : (enquiry.dates.month ?? null);
    const tripIds =
      options.tripId != null
        ? [options.tripId]
        : rankTrips(
            candidates,
            {
              destinationIds,
              lineage: (id) => ref.lineage(id),
              experienceIds,
              nights: plan.nights,
              month,
              budgetPerPersonEurMinor: budgetEur,
            },
            (trip) => trip.stopDestinationIds.length,
          )
            .slice(0, TRIPS_TRIED)
            .map((trip) => trip.id);
    let last: BuildOutcome | null = null;
    for (const tripId of tripIds) {
      last = await buildQuote(
        db,
        {
          tripId,
          plan,
          adults: enquiry.adults,
          childrenBirthDates: birthDates,
          travellingType: enquiry.travellingType ?? null,
          familyRoom: enquiry.familyRoom,
          budgetPerPersonMinor: budgetTarget,
          promoCode: enquiry.promoCode ?? null,
          currency: ctx.currency,
        },
        today,
      );
      if (last.kind !== 'manual') return last;
    }
    return last ?? { kind: 'manual', reason: 'NO_MATCHING_TRIP' };
  };

  const { submissionId, ...answers } = enquiry;
  return submitEnquiry(
    db,
    {
      kind: options.landingSlug ? 'LANDING' : 'WIZARD',
      locale: ctx.locale,
      currency: ctx.currency,
      customer: enquiry,
      tripId: options.tripId ?? null,
      landingSlug: options.landingSlug ?? null,
      enquiry: answers,
      submissionId,
      referralCode: options.referralCode ?? null,
      source: options.source ?? null,
      medium: options.medium ?? null,
    },
    build,
    ctx.now,
  );
}
