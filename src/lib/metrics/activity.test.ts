import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_THROTTLE_MS,
  type ActivityPinger,
  HEARTBEAT_MS,
  NAVIGATION_EVENT,
  startActivityPings,
} from './activity';

/** A document stand-in: real EventTarget semantics plus a switchable visibility. */
class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('activity pings', () => {
  let input: EventTarget;
  let page: FakePage;
  let ping: ReturnType<typeof vi.fn<() => void>>;
  let pinger: ActivityPinger | undefined;

  const start = () => {
    pinger = startActivityPings({ ping, activityTarget: input, page, now: () => Date.now() });
  };
  const act = (type = 'pointerdown') => input.dispatchEvent(new Event(type));

  beforeEach(() => {
    vi.useFakeTimers();
    input = new EventTarget();
    page = new FakePage();
    ping = vi.fn<() => void>();
  });

  afterEach(() => {
    pinger?.stop();
    pinger = undefined;
    vi.useRealTimers();
  });

  it('pings once for the page load', () => {
    start();
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('pings on user activity at most once per 60 s', () => {
    start();
    act();
    act('keydown');
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 1);
    act('scroll');
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    act('touchstart');
    act('pointerdown');
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it.each(['pointerdown', 'keydown', 'scroll', 'touchstart'])('counts %s as activity', (type) => {
    start();
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    act(type);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('pings every 120 s while the page stays visible and idle', () => {
    start();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(ping).toHaveBeenCalledTimes(5);
  });

  it('restarts the 120 s wait after an activity ping', () => {
    start();
    vi.advanceTimersByTime(100_000);
    act();
    expect(ping).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(ping).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('stops the heartbeat while hidden and resumes it, with a ping, when shown again', () => {
    start();
    page.show('hidden');
    vi.advanceTimersByTime(HEARTBEAT_MS * 5);
    expect(ping).toHaveBeenCalledTimes(1);
    page.show('visible');
    expect(ping).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('does not ping for a quick tab switch, but keeps the heartbeat on schedule', () => {
    start();
    vi.advanceTimersByTime(10_000);
    page.show('hidden');
    page.show('visible');
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEARTBEAT_MS - 10_000);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('pings on every client-side navigation, however soon', () => {
    start();
    page.dispatchEvent(new Event(NAVIGATION_EVENT));
    pinger?.navigated();
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('sends no heartbeat for a page loaded in a background tab until it is shown', () => {
    page.visibilityState = 'hidden';
    start();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('hears nothing and schedules nothing once stopped', () => {
    start();
    pinger?.stop();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    act();
    page.show('visible');
    page.dispatchEvent(new Event(NAVIGATION_EVENT));
    expect(ping).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
