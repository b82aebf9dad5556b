import type { Metric } from 'web-vitals';
import { MAX_PAGE_LENGTH, METRIC_ENDPOINTS, type NavigationType, type WebVitalMetricBody } from './contract';
import { sendMetric } from './send';
import { pixelRatioCategory, rateWebVital, screenSizeBucket } from './web-vitals-rating';

export interface ViewContext {
  pathname: string;
  innerWidth: number;
  devicePixelRatio: number;
}

type ReportedMetric = Pick<Metric, 'name' | 'value' | 'delta' | 'id'> & { navigationType?: NavigationType };

/** The endpoint's body for one metric, rated by the spec's thresholds rather than the library's. */
export function webVitalBody(metric: ReportedMetric, view: ViewContext): WebVitalMetricBody {
  return {
    name: metric.name,
    value: metric.value,
    delta: metric.delta,
    id: metric.id,
    rating: rateWebVital(metric.name, metric.value),
    // A longer path would be refused, and the server keeps only its first segments anyway.
    page: view.pathname.slice(0, MAX_PAGE_LENGTH),
    // The library leaves it undefined where the Navigation Timing API is missing.
    navigationType: metric.navigationType ?? 'navigate',
    screenSize: screenSizeBucket(view.innerWidth),
    pixelRatioCategory: pixelRatioCategory(view.devicePixelRatio),
  };
}

function report(metric: Metric): void {
  // Read at report time: CLS and INP arrive when the page is hidden, perhaps after a resize.
  const view = { pathname: location.pathname, innerWidth, devicePixelRatio };
  sendMetric(METRIC_ENDPOINTS.webVitals, webVitalBody(metric, view));
}

/**
 * Loads web-vitals in its own chunk after boot, off the critical path; its observers
 * use buffered entries, so paint and LCP entries that happened earlier still count.
 */
export function startWebVitals(): Promise<void> {
  return import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
    },
    () => {
      // A chunk that fails to load (offline, new deploy) only costs us the metrics.
    },
  );
}
