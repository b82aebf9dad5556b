import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMetric } from './send';

describe('sendMetric', () => {
  const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetchMock);
    sendBeacon.mockReset().mockReturnValue(true);
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the body as a JSON string beacon, which browsers post as text/plain', () => {
    sendMetric('/api/metrics/activity', { userType: 'anonymous' });
    expect(sendBeacon).toHaveBeenCalledWith('/api/metrics/activity', '{"userType":"anonymous"}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon queue refuses', () => {
    sendBeacon.mockReturnValue(false);
    sendMetric('/api/metrics/activity', { userType: 'anonymous' });
    expect(fetchMock).toHaveBeenCalledWith('/api/metrics/activity', {
      method: 'POST',
      body: '{"userType":"anonymous"}',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
  });

  it('falls back to fetch in browsers without sendBeacon', () => {
    vi.stubGlobal('navigator', {});
    sendMetric('/api/metrics/activity', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('swallows a throwing beacon, a rejected fetch and an unserialisable body', async () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    expect(() => sendMetric('/api/metrics/activity', {})).not.toThrow();
    sendBeacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => sendMetric('/api/metrics/activity', {})).not.toThrow();
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(() => sendMetric('/api/metrics/activity', circular)).not.toThrow();
    // Lets the rejected fetch settle: an unhandled rejection would fail the run.
    await Promise.resolve();
  });

  it('does nothing outside a browser', () => {
    vi.stubGlobal('window', undefined);
    sendMetric('/api/metrics/activity', {});
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
