import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { metricActivity, metricGraphql, metricWebVitals } from '../../db/schema';
import type { GraphQLMetric, WebVitalMetric } from './metrics.schemas';
import { minuteOf, recordActivity, recordGraphQLMetric, recordWebVital } from './metrics.service';

const database = setupTestDatabase();

const at = (iso: string) => new Date(iso);
const timing = (change: Partial<GraphQLMetric> = {}): GraphQLMetric => ({
  operationName: 'getTrip',
  operationType: 'query',
  duration: 100,
  status: 'ok',
  ...change,
});
const vital = (change: Partial<WebVitalMetric> = {}): WebVitalMetric => ({
  name: 'LCP',
  value: 1000,
  delta: 1000,
  id: 'v6-1-1',
  rating: 'good',
  page: '/en/t/:id',
  navigationType: 'navigate',
  screenSize: 'mobile',
  pixelRatioCategory: '2x',
  ...change,
});

describe('minuteOf', () => {
  it('truncates to the start of the UTC minute', () => {
    expect(minuteOf(at('2026-03-01T10:15:59.999Z')).toISOString()).toBe('2026-03-01T10:15:00.000Z');
    expect(minuteOf(at('2026-03-01T10:16:00.000Z')).toISOString()).toBe('2026-03-01T10:16:00.000Z');
  });
});

describe('GraphQL timings', () => {
  const rows = (operationName: string) =>
    database.db
      .select()
      .from(metricGraphql)
      .where(eq(metricGraphql.operationName, operationName))
      .orderBy(asc(metricGraphql.minute), asc(metricGraphql.status));

  it('adds reports of one minute into one row: count, total and max', async () => {
    await recordGraphQLMetric(
      database.db,
      timing({ operationName: 'sameMinute', duration: 120.4 }),
      at('2026-03-01T10:15:05Z'),
    );
    await recordGraphQLMetric(
      database.db,
      timing({ operationName: 'sameMinute', duration: 80 }),
      at('2026-03-01T10:15:55Z'),
    );
    expect(await rows('sameMinute')).toEqual([
      {
        minute: at('2026-03-01T10:15:00Z'),
        operationName: 'sameMinute',
        operationType: 'query',
        status: 'ok',
        count: 2,
        totalDurationMs: 200,
        maxDurationMs: 120,
      },
    ]);
  });

  it('starts a new row for another minute, status or operation type', async () => {
    const name = 'splitRows';
    await recordGraphQLMetric(database.db, timing({ operationName: name }), at('2026-03-01T10:15:00Z'));
    await recordGraphQLMetric(database.db, timing({ operationName: name }), at('2026-03-01T10:16:00Z'));
    await recordGraphQLMetric(
      database.db,
      timing({ operationName: name, status: 'timeout' }),
      at('2026-03-01T10:16:30Z'),
    );
    await recordGraphQLMetric(
      database.db,
      timing({ operationName: name, operationType: 'mutation' }),
      at('2026-03-01T10:16:40Z'),
    );
    const stored = await rows(name);
    expect(stored).toHaveLength(4);
    expect(stored.every((row) => row.count === 1)).toBe(true);
  });

  it('loses no report when many arrive at once', async () => {
    const now = at('2026-03-01T11:00:00Z');
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        recordGraphQLMetric(database.db, timing({ operationName: 'concurrent', duration: i + 1 }), now),
      ),
    );
    const [row] = await rows('concurrent');
    expect(row).toMatchObject({ count: 25, totalDurationMs: 325, maxDurationMs: 25 });
  });
});

describe('activity', () => {
  it('counts pings per minute', async () => {
    await recordActivity(database.db, { userType: 'anonymous' }, at('2026-03-01T12:00:01Z'));
    await recordActivity(database.db, { userType: 'anonymous' }, at('2026-03-01T12:00:59Z'));
    await recordActivity(database.db, { userType: 'anonymous' }, at('2026-03-01T12:01:00Z'));
    const stored = await database.db
      .select({ minute: metricActivity.minute, count: metricActivity.count })
      .from(metricActivity)
      .orderBy(asc(metricActivity.minute));
    expect(stored).toEqual([
      { minute: at('2026-03-01T12:00:00Z'), count: 2 },
      { minute: at('2026-03-01T12:01:00Z'), count: 1 },
    ]);
  });
});

describe('web vitals', () => {
  const rows = (page: string) =>
    database.db
      .select()
      .from(metricWebVitals)
      .where(eq(metricWebVitals.page, page))
      .orderBy(asc(metricWebVitals.minute), asc(metricWebVitals.name), asc(metricWebVitals.rating));

  it('sums values per minute, metric, rating, page and screen size', async () => {
    const page = '/en/d/namibia';
    await recordWebVital(database.db, vital({ page, value: 1000.4 }), at('2026-03-01T13:00:10Z'));
    await recordWebVital(database.db, vital({ page, value: 2000 }), at('2026-03-01T13:00:20Z'));
    await recordWebVital(database.db, vital({ page, value: 1500 }), at('2026-03-01T13:01:00Z'));
    await recordWebVital(database.db, vital({ page, value: 1500, screenSize: 'xl' }), at('2026-03-01T13:01:00Z'));
    const stored = await rows(page);
    expect(stored.every((row) => row.name === 'LCP' && row.rating === 'good')).toBe(true);
    expect(stored.map((row) => [row.minute.toISOString(), row.screenSize, row.count, row.sumValue])).toEqual([
      ['2026-03-01T13:00:00.000Z', 'mobile', 2, 3000],
      ['2026-03-01T13:01:00.000Z', 'mobile', 1, 1500],
      ['2026-03-01T13:01:00.000Z', 'xl', 1, 1500],
    ]);
  });

  it('stores CLS in thousandths and rates every value on the server', async () => {
    const page = '/en/contact';
    const now = at('2026-03-01T14:00:00Z');
    await recordWebVital(database.db, vital({ page, name: 'CLS', value: 0.0424, rating: 'good' }), now);
    await recordWebVital(database.db, vital({ page, name: 'CLS', value: 0.05, rating: 'good' }), now);
    // A client claiming "good" for a poor LCP is stored as poor.
    await recordWebVital(database.db, vital({ page, name: 'LCP', value: 4200, rating: 'good' }), now);
    const stored = await rows(page);
    expect(stored.map(({ name, rating, count, sumValue }) => ({ name, rating, count, sumValue }))).toEqual([
      { name: 'CLS', rating: 'good', count: 2, sumValue: 92 },
      { name: 'LCP', rating: 'poor', count: 1, sumValue: 4200 },
    ]);
  });

  it('loses no report when many arrive at once', async () => {
    const page = '/en/p';
    const now = at('2026-03-01T15:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => recordWebVital(database.db, vital({ page, value: 10 }), now)));
    const stored = await database.db
      .select({ count: metricWebVitals.count, sumValue: metricWebVitals.sumValue })
      .from(metricWebVitals)
      .where(and(eq(metricWebVitals.page, page), eq(metricWebVitals.minute, now)));
    expect(stored).toEqual([{ count: 20, sumValue: 200 }]);
  });
});
