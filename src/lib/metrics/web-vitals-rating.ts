import type { PixelRatioCategory, ScreenSize, WebVitalName, WebVitalRating } from './contract';

/** Spec 1 §9: [good, poor] per metric; CLS is unitless, the rest are milliseconds. */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [good: number, poor: number]> = {
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

/** As web-vitals rates: up to and including the good bound is good, above the poor bound is poor. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

// Spec 1 §9 names each bucket by its exclusive upper bound: below 640 mobile, below 768 sm,
// below 1024 md, below 1280 lg, below 1920 xl (the Tailwind ranges); wider screens are 2xl.
const SCREEN_BOUNDS: readonly [number, ScreenSize][] = [
  [640, 'mobile'],
  [768, 'sm'],
  [1024, 'md'],
  [1280, 'lg'],
  [1920, 'xl'],
];

/** The spec's screen-size bucket of a CSS-pixel viewport width. */
export function screenSizeBucket(width: number): ScreenSize {
  for (const [bound, size] of SCREEN_BOUNDS) if (width < bound) return size;
  // NaN fails every comparison above; an unknown width counts as the smallest screen.
  return Number.isNaN(width) ? 'mobile' : '2xl';
}

/** Rounded to the nearest common density: Windows' 1.25 scaling is 1x, 1.5 and 2 are 2x. */
export function pixelRatioCategory(devicePixelRatio: number): PixelRatioCategory {
  if (!(devicePixelRatio >= 1.5)) return '1x';
  return devicePixelRatio < 2.5 ? '2x' : '3x+';
}
