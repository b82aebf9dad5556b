import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TimingStatus } from '../graphql';
import { TIMING_STATUSES } from './contract';
import { reportGraphQLTiming } from './graphql-timing';
import { sendMetric } from './send';

vi.mock('./send', () => ({ sendMetric: vi.fn() }));

describe('reportGraphQLTiming', () => {
  afterEach(() => {
    vi.mocked(sendMetric).mockClear();
  });

  it('reports the operation, whole milliseconds and the status', () => {
    reportGraphQLTiming({
      operationName: 'getTrip',
      operationType: 'query',
      duration: 123.6,
      status: 'graphql-error',
      httpStatus: 200,
    });
    expect(sendMetric).toHaveBeenCalledWith('/api/metrics/graphql', {
      operationName: 'getTrip',
      operationType: 'query',
      duration: 124,
      status: 'graphql-error',
    });
  });

  it('caps a duration the server would refuse', () => {
    reportGraphQLTiming({
      operationName: 'acceptQuote',
      operationType: 'mutation',
      duration: 3_600_000,
      status: 'timeout',
      httpStatus: null,
    });
    expect(sendMetric).toHaveBeenLastCalledWith('/api/metrics/graphql', expect.objectContaining({ duration: 600_000 }));
  });

  it('skips an operation name the endpoint would refuse', () => {
    reportGraphQLTiming({
      operationName: 'bad-name',
      operationType: 'query',
      duration: 5,
      status: 'ok',
      httpStatus: 200,
    });
    expect(sendMetric).not.toHaveBeenCalled();
  });

  it('knows every status the GraphQL client can report', () => {
    expectTypeOf<(typeof TIMING_STATUSES)[number]>().toEqualTypeOf<TimingStatus>();
    expect(new Set(TIMING_STATUSES).size).toBe(6);
  });
});
