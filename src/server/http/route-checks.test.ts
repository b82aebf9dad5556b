import { describe, expect, it } from 'vitest';
import { passesRouteCheck } from './route-checks';

describe('route checks', () => {
  it('accept only digits as a trip id', () => {
    expect(passesRouteCheck('trip-id', '1234')).toBe(true);
    expect(passesRouteCheck('trip-id', 'abc')).toBe(false);
    expect(passesRouteCheck('trip-id', '12a')).toBe(false);
  });

  it('throw, naming an unknown check', () => {
    expect(() => passesRouteCheck('no-such-check', 'x')).toThrowError('Unknown route check: no-such-check');
  });
});
