import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import type { Database } from '../../db';
import { metricActivity, metricGraphql, metricWebVitals } from '../../db/schema';
import {
  handleActivityMetric,
  handleGraphQLMetric,
  handleWebVitalMetric,
  MAX_METRIC_BODY_BYTES,
} from './metrics.handlers';

const database = setupTestDatabase();
const now = new Date('2026-04-01T09:30:12Z');

function post(path: string, body: string, contentType: string | null = 'application/json'): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    // A string body would be labelled text/plain by Request itself; bytes stay unlabelled.
    body: contentType ? body : new TextEncoder().encode(body),
    headers: contentType ? { 'content-type': contentType } : {},
  });
}

const graphqlBody = { operationName: 'getTrip', operationType: 'query', duration: 42, status: 'ok' };
const vitalBody = {
  name: 'INP',
  value: 180,
  delta: 180,
  id: 'v6-1732240000000-8412993381234',
  rating: 'good',
  page: '/de/q/AB12CD-991?x=1',
  navigationType: 'back-forward-cache',
  screenSize: 'lg',
  pixelRatioCategory: '1x',
};

async function expectError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect((await response.json()).error).toMatch(message);
}

describe('metric handlers', () => {
  it('stores a GraphQL timing sent as JSON and answers 204 without caching', async () => {
    const response = await handleGraphQLMetric(
      post('/api/metrics/graphql', JSON.stringify(graphqlBody)),
      database.db,
      now,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    const [row] = await database.db.select().from(metricGraphql).where(eq(metricGraphql.operationName, 'getTrip'));
    expect(row).toMatchObject({ count: 1, totalDurationMs: 42, minute: new Date('2026-04-01T09:30:00Z') });
  });

  it('accepts the text/plain body of a string beacon', async () => {
    const request = post('/api/metrics/activity', '{"userType":"anonymous"}', 'text/plain;charset=UTF-8');
    expect((await handleActivityMetric(request, database.db, now)).status).toBe(204);
    const [row] = await database.db.select().from(metricActivity);
    expect(row?.count).toBe(1);
  });

  it('stores a web vital under the shape of its page, never the quote reference', async () => {
    const request = post('/api/metrics/web-vitals', JSON.stringify(vitalBody), 'Application/JSON; charset=utf-8');
    expect((await handleWebVitalMetric(request, database.db, now)).status).toBe(204);
    const stored = await database.db.select({ page: metricWebVitals.page }).from(metricWebVitals);
    expect(stored).toEqual([{ page: '/de/q/:quote' }]);
  });

  it('answers 400 with the failing field for a body outside the schema', async () => {
    const body = JSON.stringify({ ...vitalBody, screenSize: 'huge' });
    const response = await handleWebVitalMetric(post('/api/metrics/web-vitals', body), database.db, now);
    await expectError(response, 400, /^screenSize: /);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    await expectError(await handleActivityMetric(post('/x', '{"userType":'), database.db, now), 400, /not valid JSON/);
    await expectError(await handleActivityMetric(post('/x', '[]'), database.db, now), 400, /^body: /);
    await expectError(await handleActivityMetric(post('/x', ''), database.db, now), 400, /not valid JSON/);
  });

  it('answers 413 for a body over 4 KB, declared or not', async () => {
    const padded = JSON.stringify({ ...graphqlBody, padding: 'x'.repeat(MAX_METRIC_BODY_BYTES) });
    await expectError(await handleGraphQLMetric(post('/x', padded), database.db, now), 413, /larger than 4096/);

    // A streamed body carries no content-length, so the bytes themselves are counted.
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = new Request('http://localhost/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectError(await handleGraphQLMetric(streamed, database.db, now), 413, /larger than/);
  });

  it('answers 415 for a form post or a missing content type', async () => {
    const body = JSON.stringify(graphqlBody);
    const form = post('/x', body, 'application/x-www-form-urlencoded');
    await expectError(await handleGraphQLMetric(form, database.db, now), 415, /application\/json or text\/plain/);
    await expectError(await handleGraphQLMetric(post('/x', body, null), database.db, now), 415, /application\/json/);
  });

  it('answers 503 and logs when the metric cannot be stored', async () => {
    expectConsoleError();
    const broken = {
      insert: () => {
        throw new Error('connection refused');
      },
    } as unknown as Database;
    const response = await handleActivityMetric(post('/x', '{"userType":"anonymous"}'), broken, now);
    await expectError(response, 503, /could not be stored/);
  });
});
