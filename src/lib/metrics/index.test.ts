import { afterEach, describe, expect, it, vi } from 'vitest';
import { startActivityPings } from './activity';
import { startMetrics } from './index';
import { startWebVitals } from './web-vitals';

vi.mock('./activity', () => ({ startActivityPings: vi.fn() }));
vi.mock('./web-vitals', () => ({ startWebVitals: vi.fn(() => Promise.resolve()) }));

describe('startMetrics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does nothing outside a browser', () => {
    startMetrics();
    expect(startActivityPings).not.toHaveBeenCalled();
  });

  it('starts the activity pings and web vitals once, however often it is called', () => {
    vi.stubGlobal('window', {});
    startMetrics();
    startMetrics();
    expect(startActivityPings).toHaveBeenCalledTimes(1);
    expect(startWebVitals).toHaveBeenCalledTimes(1);
  });
});
