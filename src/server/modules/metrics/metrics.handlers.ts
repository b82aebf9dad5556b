import type { z } from 'zod';
import type { Database } from '../../db';
import { readJsonBody } from '../../http/body';
import { errorSummary } from '../../error-summary';
import { ActivityMetricSchema, GraphQLMetricSchema, WebVitalMetricSchema } from './metrics.schemas';
import { recordActivity, recordGraphQLMetric, recordWebVital } from './metrics.service';
import { moduleLogger } from '../../log/logger';

const log = moduleLogger('metrics');

/** A metric body is a few hundred bytes; anything near this is not one of ours. */
export const MAX_METRIC_BODY_BYTES = 4096;
// navigator.sendBeacon with a string sends text/plain; fetch sends application/json.
const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);
const NO_STORE = { 'cache-control': 'no-store' };

export type MetricHandler = (request: Request, db: Database, now: Date) => Promise<Response>;

function errorResponse(status: number, error: string): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { ...NO_STORE, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Content type → size → JSON → schema, then the service; the first failure answers. */
function metricHandler<T extends z.ZodType>(
  schema: T,
  record: (db: Database, input: z.output<T>, now: Date) => Promise<void>,
): MetricHandler {
  return async (request, db, now) => {
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ACCEPTED_TYPES.has(mediaType)) return errorResponse(415, 'Send the metric as application/json or text/plain.');
    const body = await readJsonBody(request, MAX_METRIC_BODY_BYTES);
    if (body.status === 'too-large')
      return errorResponse(413, `The body is larger than ${MAX_METRIC_BODY_BYTES} bytes.`);
    if (body.status === 'not-json') return errorResponse(400, 'The body is not valid JSON.');
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return errorResponse(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid metric.');
    }
    try {
      await record(db, parsed.data, now);
    } catch (error) {
      // The browser ignores metric failures; the operator should not.
      log.error(`could not store a metric: ${errorSummary(error)}`);
      return errorResponse(503, 'The metric could not be stored.');
    }
    return new Response(null, { status: 204, headers: NO_STORE });
  };
}

export const handleGraphQLMetric = metricHandler(GraphQLMetricSchema, recordGraphQLMetric);
export const handleActivityMetric = metricHandler(ActivityMetricSchema, recordActivity);
export const handleWebVitalMetric = metricHandler(WebVitalMetricSchema, recordWebVital);
