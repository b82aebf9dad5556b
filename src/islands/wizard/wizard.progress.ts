/** How the generating screen shows progress it cannot measure (the server answers once, at the end). */

/** The wait screen stays at least this long, so a fast answer does not flash past unread. */
export const MIN_WAIT_MS = 2_000;

const CEILING = 95;
const PACE_MS = 2_500;

/** 0 → 95 %, fast at first and ever slower, so it never claims to be done before the answer is there. */
export function waitingPercent(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(CEILING, Math.round(CEILING * (1 - Math.exp(-elapsedMs / PACE_MS))));
}

/** Milliseconds still to wait after `elapsedMs` so the screen was shown at least MIN_WAIT_MS. */
export function remainingWait(elapsedMs: number, minimum = MIN_WAIT_MS): number {
  return Math.max(0, minimum - elapsedMs);
}
