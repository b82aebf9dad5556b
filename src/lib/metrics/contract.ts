import type { OperationKind, TimingStatus } from '../graphql/client';

// The wire contract of the three metric endpoints (spec 1 §7), shared by the browser
// code that sends and the server schemas that check, so the two cannot drift apart.

export const METRIC_ENDPOINTS = {
  graphql: '/api/metrics/graphql',
  activity: '/api/metrics/activity',
  webVitals: '/api/metrics/web-vitals',
} as const;

export const WEB_VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** Upper bounds (exclusive) of the spec's buckets; '2xl' takes everything from 1920 up. */
export const SCREEN_SIZES = ['mobile', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

export const PIXEL_RATIO_CATEGORIES = ['1x', '2x', '3x+'] as const;
export type PixelRatioCategory = (typeof PIXEL_RATIO_CATEGORIES)[number];

/** web-vitals' Metric['navigationType'] values. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** Must list every TimingStatus of the GraphQL client; a type test checks it. */
export const TIMING_STATUSES = [
  'ok',
  'graphql-error',
  'http-error',
  'network-error',
  'timeout',
  'aborted',
] as const satisfies readonly TimingStatus[];

export const OPERATION_KINDS = ['query', 'mutation'] as const satisfies readonly OperationKind[];

export const USER_TYPES = ['anonymous'] as const;

/** Durations and time-based vitals above ten minutes are not measurements worth keeping. */
export const MAX_DURATION_MS = 600_000;

/** The longest page path the web-vitals endpoint accepts. */
export const MAX_PAGE_LENGTH = 300;

export interface GraphQLMetricBody {
  operationName: string;
  operationType: OperationKind;
  duration: number;
  status: TimingStatus;
}

export interface ActivityMetricBody {
  userType: (typeof USER_TYPES)[number];
}

export interface WebVitalMetricBody {
  name: WebVitalName;
  value: number;
  delta: number;
  id: string;
  rating: WebVitalRating;
  page: string;
  navigationType: NavigationType;
  screenSize: ScreenSize;
  pixelRatioCategory: PixelRatioCategory;
}
