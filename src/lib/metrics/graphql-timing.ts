import type { GraphQLTiming } from '../graphql/client';
import { type GraphQLMetricBody, MAX_DURATION_MS, METRIC_ENDPOINTS } from './contract';
import { sendMetric } from './send';

// The server's rule; a name it would refuse is not worth a request.
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

/**
 * The GraphQL client's `onTiming` hook. Metrics travel by beacon, never through the
 * GraphQL client, so reporting can never measure (or loop on) itself.
 */
export function reportGraphQLTiming(timing: GraphQLTiming): void {
  if (!OPERATION_NAME.test(timing.operationName)) return;
  const body: GraphQLMetricBody = {
    operationName: timing.operationName,
    operationType: timing.operationType,
    // Whole milliseconds are precise enough, and a stalled tab may report absurd durations.
    duration: Math.min(Math.max(Math.round(timing.duration), 0), MAX_DURATION_MS),
    status: timing.status,
  };
  sendMetric(METRIC_ENDPOINTS.graphql, body);
}
