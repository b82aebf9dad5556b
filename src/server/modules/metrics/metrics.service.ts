import { sql } from 'drizzle-orm';
import { rateWebVital } from '~/lib/metrics/web-vitals-rating';
import type { Database } from '../../db';
import { metricActivity, metricGraphql, metricWebVitals } from '../../db/schema';
import type { ActivityMetric, GraphQLMetric, WebVitalMetric } from './metrics.schemas';

// One row per minute and key, bumped by a single INSERT … ON CONFLICT DO UPDATE: the
// database serialises concurrent upserts of the same row, so no report is lost between
// instances, and the table grows with traffic shapes rather than with requests.

const MINUTE_MS = 60_000;

/** The start of the UTC minute holding `now`. */
export function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * sum_value is an integer column: time-based vitals are stored in whole milliseconds,
 * CLS in thousandths (0.1 → 100), which keeps three decimals of a score that is
 * rated at 0.1 and 0.25.
 */
export const WEB_VITAL_STORAGE_SCALE = { CLS: 1000, FCP: 1, INP: 1, LCP: 1, TTFB: 1 } as const;

export async function recordGraphQLMetric(db: Database, input: GraphQLMetric, now: Date): Promise<void> {
  const duration = Math.round(input.duration);
  await db
    .insert(metricGraphql)
    .values({
      minute: minuteOf(now),
      operationName: input.operationName,
      operationType: input.operationType,
      status: input.status,
      count: 1,
      totalDurationMs: duration,
      maxDurationMs: duration,
    })
    .onConflictDoUpdate({
      target: [metricGraphql.minute, metricGraphql.operationName, metricGraphql.operationType, metricGraphql.status],
      set: {
        count: sql`${metricGraphql.count} + 1`,
        totalDurationMs: sql`${metricGraphql.totalDurationMs} + excluded.total_duration_ms`,
        maxDurationMs: sql`greatest(${metricGraphql.maxDurationMs}, excluded.max_duration_ms)`,
      },
    });
}

export async function recordActivity(db: Database, input: ActivityMetric, now: Date): Promise<void> {
  await db
    .insert(metricActivity)
    .values({ minute: minuteOf(now), userType: input.userType, count: 1 })
    .onConflictDoUpdate({
      target: [metricActivity.minute, metricActivity.userType],
      set: { count: sql`${metricActivity.count} + 1` },
    });
}

/**
 * Stores the value, not the delta: without reportAllChanges web-vitals reports each metric
 * once per page view (and again only under a new id after a back/forward-cache restore).
 * The rating is recomputed from the value, so an outdated client cannot skew the counts.
 */
export async function recordWebVital(db: Database, input: WebVitalMetric, now: Date): Promise<void> {
  await db
    .insert(metricWebVitals)
    .values({
      minute: minuteOf(now),
      name: input.name,
      rating: rateWebVital(input.name, input.value),
      page: input.page,
      screenSize: input.screenSize,
      count: 1,
      sumValue: Math.round(input.value * WEB_VITAL_STORAGE_SCALE[input.name]),
    })
    .onConflictDoUpdate({
      target: [
        metricWebVitals.minute,
        metricWebVitals.name,
        metricWebVitals.rating,
        metricWebVitals.page,
        metricWebVitals.screenSize,
      ],
      set: {
        count: sql`${metricWebVitals.count} + 1`,
        sumValue: sql`${metricWebVitals.sumValue} + excluded.sum_value`,
      },
    });
}
