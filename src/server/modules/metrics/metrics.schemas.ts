import { z } from 'zod';
import {
  MAX_DURATION_MS,
  MAX_PAGE_LENGTH,
  NAVIGATION_TYPES,
  OPERATION_KINDS,
  PIXEL_RATIO_CATEGORIES,
  SCREEN_SIZES,
  TIMING_STATUSES,
  USER_TYPES,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
} from '~/lib/metrics/contract';
import { normalizePagePath } from './page-path';

// Strict objects: the browser code is ours, so an unknown field is a bug worth a 400.

export const GraphQLMetricSchema = z.strictObject({
  operationName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/, 'must be a GraphQL name of at most 100 characters'),
  operationType: z.enum(OPERATION_KINDS),
  duration: z.number().min(0).max(MAX_DURATION_MS),
  status: z.enum(TIMING_STATUSES),
});
export type GraphQLMetric = z.infer<typeof GraphQLMetricSchema>;

export const ActivityMetricSchema = z.strictObject({
  userType: z.enum(USER_TYPES),
});
export type ActivityMetric = z.infer<typeof ActivityMetricSchema>;

/** CLS is a unitless score; far above 1 is already a broken page, above 100 is not a measurement. */
const MAX_CLS = 100;

export const WebVitalMetricSchema = z
  .strictObject({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().min(0).max(MAX_DURATION_MS),
    delta: z.number().min(-MAX_DURATION_MS).max(MAX_DURATION_MS),
    id: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be a web-vitals metric id'),
    // Ignored for storage: the server rates the value itself (see the service).
    rating: z.enum(WEB_VITAL_RATINGS),
    // Printable ASCII only, as location.pathname is percent-encoded; the query and fragment are dropped.
    page: z
      .string()
      .max(MAX_PAGE_LENGTH)
      .regex(/^\/[\x21-\x7e]*$/, 'must be a path starting with /')
      .transform(normalizePagePath),
    navigationType: z.enum(NAVIGATION_TYPES),
    screenSize: z.enum(SCREEN_SIZES),
    pixelRatioCategory: z.enum(PIXEL_RATIO_CATEGORIES),
  })
  .refine((metric) => metric.name !== 'CLS' || metric.value <= MAX_CLS, {
    path: ['value'],
    message: `CLS must be at most ${MAX_CLS}`,
  });
export type WebVitalMetric = z.infer<typeof WebVitalMetricSchema>;
