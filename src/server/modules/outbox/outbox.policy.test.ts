import { describe, expect, it } from 'vitest';
import { isExhausted, OUTBOX_POLICY, retryDelayMs } from './outbox.policy';

describe('retryDelayMs', () => {
  it('doubles from thirty seconds', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than an hour', () => {
    expect(retryDelayMs(9)).toBe(60 * 60_000);
    expect(retryDelayMs(500)).toBe(60 * 60_000);
  });

  it('waits the base delay for a nonsense count', () => {
    expect(retryDelayMs(0)).toBe(30_000);
  });
});

describe('isExhausted', () => {
  it('gives up at the maximum number of tries', () => {
    expect(isExhausted(OUTBOX_POLICY.maxAttempts - 1)).toBe(false);
    expect(isExhausted(OUTBOX_POLICY.maxAttempts)).toBe(true);
  });

  it('spreads the tries over hours, not days', () => {
    let total = 0;
    for (let attempts = 1; attempts < OUTBOX_POLICY.maxAttempts; attempts += 1) total += retryDelayMs(attempts);
    expect(total).toBeGreaterThan(3 * 60 * 60_000);
    expect(total).toBeLessThan(4 * 60 * 60_000);
  });

  it('frees a dead worker’s messages within seconds, and renews a live one’s lease several times before it ends', () => {
    expect(OUTBOX_POLICY.leaseMs).toBeLessThanOrEqual(30_000);
    expect(OUTBOX_POLICY.heartbeatMs * 3).toBeLessThanOrEqual(OUTBOX_POLICY.leaseMs);
  });
});
