import { describe, expect, it } from 'vitest';
import { WEB_VITAL_NAMES } from './contract';
import { pixelRatioCategory, rateWebVital, screenSizeBucket, WEB_VITAL_THRESHOLDS } from './web-vitals-rating';

describe('rateWebVital', () => {
  it.each([
    ['CLS', 0.1, 0.25],
    ['FCP', 1800, 3000],
    ['INP', 200, 500],
    ['LCP', 2500, 4000],
    ['TTFB', 800, 1800],
  ] as const)('rates %s by the spec thresholds %d / %d, bounds included on the better side', (name, good, poor) => {
    expect(WEB_VITAL_THRESHOLDS[name]).toEqual([good, poor]);
    expect(rateWebVital(name, 0)).toBe('good');
    expect(rateWebVital(name, good)).toBe('good');
    expect(rateWebVital(name, good * 1.01)).toBe('needs-improvement');
    expect(rateWebVital(name, poor)).toBe('needs-improvement');
    expect(rateWebVital(name, poor * 1.01)).toBe('poor');
  });

  it('has thresholds for every metric name of the contract', () => {
    expect(Object.keys(WEB_VITAL_THRESHOLDS).sort()).toEqual([...WEB_VITAL_NAMES].sort());
  });
});

describe('screenSizeBucket', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [639, 'mobile'],
    [640, 'sm'],
    [767.5, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1279, 'lg'],
    [1280, 'xl'],
    [1919, 'xl'],
    [1920, '2xl'],
    [3840, '2xl'],
    [Number.NaN, 'mobile'],
  ] as const)('puts a %d px wide viewport in %s', (width, bucket) => {
    expect(screenSizeBucket(width)).toBe(bucket);
  });
});

describe('pixelRatioCategory', () => {
  it.each([
    [0.9, '1x'],
    [1, '1x'],
    [1.25, '1x'],
    [1.5, '2x'],
    [2, '2x'],
    [2.49, '2x'],
    [2.5, '3x+'],
    [3, '3x+'],
    [4, '3x+'],
    [Number.NaN, '1x'],
  ] as const)('calls a device pixel ratio of %d %s', (ratio, category) => {
    expect(pixelRatioCategory(ratio)).toBe(category);
  });
});
