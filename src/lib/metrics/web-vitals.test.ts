import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { sendMetric } from './send';
import { startWebVitals, webVitalBody } from './web-vitals';

const observers = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals', () => {
  const observe = (name: string) => (callback: (metric: unknown) => void) => observers.set(name, callback);
  return {
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onINP: observe('INP'),
    onLCP: observe('LCP'),
    onTTFB: observe('TTFB'),
  };
});
vi.mock('./send', () => ({ sendMetric: vi.fn() }));

const view = { pathname: '/en/t/42', innerWidth: 390, devicePixelRatio: 3 };

describe('webVitalBody', () => {
  it("rates by the spec's thresholds, not the library's rating", () => {
    const body = webVitalBody({ name: 'TTFB', value: 900, delta: 900, id: 'v6-1-2', navigationType: 'reload' }, view);
    expect(body).toEqual({
      name: 'TTFB',
      value: 900,
      delta: 900,
      id: 'v6-1-2',
      rating: 'needs-improvement',
      page: '/en/t/42',
      navigationType: 'reload',
      screenSize: 'mobile',
      pixelRatioCategory: '3x+',
    });
  });

  it('calls a navigation of unknown type a navigate', () => {
    const body = webVitalBody({ name: 'CLS', value: 0.3, delta: 0.1, id: 'v6-3-4' }, { ...view, innerWidth: 1440 });
    expect(body).toMatchObject({ rating: 'poor', navigationType: 'navigate', screenSize: 'xl' });
  });

  it('clips a path longer than the endpoint accepts', () => {
    const long = { ...view, pathname: `/en/b/${'x'.repeat(400)}` };
    const body = webVitalBody({ name: 'FCP', value: 900, delta: 900, id: 'v6-7-8' }, long);
    expect(body.page).toHaveLength(300);
  });
});

describe('startWebVitals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
  });

  it('observes all five metrics and reports each to the web-vitals endpoint', async () => {
    vi.stubGlobal('location', { pathname: '/de/d/namibia' });
    vi.stubGlobal('innerWidth', 800);
    vi.stubGlobal('devicePixelRatio', 2);
    await startWebVitals();
    expect([...observers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    const lcp: Partial<Metric> = { name: 'LCP', value: 2400, delta: 2400, id: 'v6-5-6', navigationType: 'navigate' };
    observers.get('LCP')?.(lcp);
    expect(sendMetric).toHaveBeenCalledWith('/api/metrics/web-vitals', {
      name: 'LCP',
      value: 2400,
      delta: 2400,
      id: 'v6-5-6',
      rating: 'good',
      page: '/de/d/namibia',
      navigationType: 'navigate',
      screenSize: 'md',
      pixelRatioCategory: '2x',
    });
  });
});
