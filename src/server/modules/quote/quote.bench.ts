import { inArray, sql } from 'drizzle-orm';
import { WizardEnquirySchema } from '~/lib/schemas/enquiry';
import type { Database } from '../../db';
import { leads, outbox, quotes } from '../../db/schema';
import { loadReference } from '../catalogue/reference';
import { submitWizardEnquiry } from '../enquiry/wizard.service';
import { loadStayIndex } from '../stays/stays.load';
import { loadTripCandidates } from './trip-candidates';

export interface QuoteBenchResult {
  count: number;
  quoted: number;
  manual: number;
  invalid: number;
  ms: { p50: number; p95: number; max: number; mean: number };
}

const DURATIONS = ['ONE_WEEK', 'TWO_WEEKS', 'THREE_WEEKS', 'MORE_THAN_THREE_WEEKS'] as const;
const PARTIES = [
  { adults: 2, children: [] },
  { adults: 2, children: [{ dateOfBirth: '2016-05-04' }] },
  { adults: 1, children: [] },
  { adults: 4, children: [{ dateOfBirth: '2012-01-20' }, { dateOfBirth: '2019-09-09' }] },
];

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/**
 * Times `count` wizard submissions end to end (trip selection, loading, pricing, the
 * transaction), after `warmup` untimed ones, with varied countries, themes, months,
 * lengths, parties and budgets; deterministic. The leads it made are deleted afterwards
 * unless `keep`.
 */
export async function benchWizardQuotes(
  db: Database,
  { count = 50, warmup = 5, keep = false }: { count?: number; warmup?: number; keep?: boolean } = {},
): Promise<QuoteBenchResult> {
  // The per-process caches a running server keeps warm (the catalogue pages use them too).
  const [ref, candidates] = await Promise.all([loadReference(db), loadTripCandidates(db), loadStayIndex(db)]);
  if (candidates.length === 0) throw new Error('no trips: seed the database first (npm run db:seed)');
  const countries = ref.countries.filter((country) => country.destinationId !== null).map((c) => c.slug);
  const themes = ref.experiences.map((experience) => experience.slug);
  const now = new Date();
  const timings: number[] = [];
  const outcomes = { quoted: 0, manual: 0, invalid: 0 };
  const leadIds: number[] = [];
  for (let i = 0; i < warmup + count; i += 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + (i % 10), 1));
    const party = PARTIES[i % PARTIES.length] ?? { adults: 2, children: [] };
    const enquiry = WizardEnquirySchema.parse({
      firstName: 'Bench',
      lastName: `Run ${i}`,
      email: `bench-${i}@example.com`,
      phone: '+41 44 000 00 00',
      dates: {
        exact: false,
        month: month.getUTCMonth() + 1,
        year: month.getUTCFullYear(),
        duration: DURATIONS[i % DURATIONS.length] ?? 'TWO_WEEKS',
      },
      destinations: [countries[i % countries.length] ?? 'botswana'],
      themes: i % 3 === 0 ? [] : [themes[i % themes.length] ?? 'safari'],
      adults: party.adults,
      children: party.children,
      familyRoom: party.children.length > 0 && i % 2 === 0,
      budget: i % 4 === 3 ? 4_000 : null,
      budgetCurrency: 'EUR',
      submissionId: `bench-${now.getTime()}-${i}`,
    });
    // Timed from the validated answers on: what the mutation does after zod.
    const started = performance.now();
    const outcome = await submitWizardEnquiry(db, enquiry, {}, { locale: 'en', currency: 'EUR', now });
    const elapsed = performance.now() - started;
    if ('leadId' in outcome) leadIds.push(outcome.leadId);
    if (i < warmup) continue;
    timings.push(elapsed);
    if (outcome.status === 'QUOTED') outcomes.quoted += 1;
    else if (outcome.status === 'MANUAL') outcomes.manual += 1;
    else outcomes.invalid += 1;
  }
  if (!keep && leadIds.length > 0) {
    await db.transaction(async (tx) => {
      await tx.delete(outbox).where(inArray(sql`(${outbox.payload} ->> 'leadId')::int`, leadIds));
      await tx.delete(quotes).where(inArray(quotes.leadId, leadIds));
      await tx.delete(leads).where(inArray(leads.id, leadIds));
    });
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count,
    ...outcomes,
    ms: {
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      max: round(sorted.at(-1) ?? 0),
      mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
    },
  };
}
