import { type ActivityMetricBody, METRIC_ENDPOINTS } from './contract';
import { sendMetric } from './send';

/** Spec 1 §4: activity pings at most once per 60 s, and one every 120 s while visible. */
export const ACTIVITY_THROTTLE_MS = 60_000;
export const HEARTBEAT_MS = 120_000;
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Fired by Astro's client router after a client-side navigation; a full page load restarts us instead. */
export const NAVIGATION_EVENT = 'astro:after-swap';

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout> | undefined): void;
}

export interface ActivityPingerOptions {
  /** Defaults to posting `{ userType: 'anonymous' }` to the activity endpoint. */
  ping?: () => void;
  /** Where user input is heard; defaults to window. */
  activityTarget?: Events;
  /** Visibility and navigation events; defaults to document. */
  page?: Events & { readonly visibilityState: DocumentVisibilityState };
  now?: () => number;
  timers?: Timers;
}

export interface ActivityPinger {
  /** Pings for a navigation the pinger cannot hear itself. */
  navigated(): void;
  stop(): void;
}

const ANONYMOUS: ActivityMetricBody = { userType: 'anonymous' };
const pingAnonymous = () => sendMetric(METRIC_ENDPOINTS.activity, ANONYMOUS);
// Read the globals at call time, so fake timers installed later still apply.
const globalTimers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) };
// Capture hears scrolls of inner elements too (they do not bubble); passive never delays scrolling.
const LISTEN = { capture: true, passive: true } as const;

/**
 * Pings now (this page load is a navigation), on navigations, on user input when the last
 * ping is at least 60 s old, and 120 s after the last ping while the page is visible.
 * Any ping restarts the 120 s wait, so an active visitor is not pinged twice as often.
 */
export function startActivityPings(options: ActivityPingerOptions = {}): ActivityPinger {
  const ping = options.ping ?? pingAnonymous;
  const target = options.activityTarget ?? window;
  const page = options.page ?? document;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalTimers;
  let lastPing = Number.NEGATIVE_INFINITY;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;

  function send() {
    lastPing = now();
    ping();
    schedule();
  }

  /** Waits for the next heartbeat while visible; a hidden page waits for nothing. */
  function schedule() {
    timers.clearTimeout(heartbeat);
    heartbeat = undefined;
    if (page.visibilityState !== 'visible') return;
    heartbeat = timers.setTimeout(send, Math.max(0, lastPing + HEARTBEAT_MS - now()));
  }

  function onActivity() {
    if (now() - lastPing >= ACTIVITY_THROTTLE_MS) send();
  }

  function onVisibilityChange() {
    // Coming back to the tab is activity; leaving it stops the heartbeat.
    if (page.visibilityState === 'visible') onActivity();
    schedule();
  }

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, LISTEN);
  page.addEventListener('visibilitychange', onVisibilityChange);
  page.addEventListener(NAVIGATION_EVENT, send);
  send();

  return {
    navigated: send,
    stop() {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, LISTEN);
      page.removeEventListener('visibilitychange', onVisibilityChange);
      page.removeEventListener(NAVIGATION_EVENT, send);
      timers.clearTimeout(heartbeat);
      heartbeat = undefined;
    },
  };
}
