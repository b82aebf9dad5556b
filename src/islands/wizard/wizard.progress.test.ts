import { describe, expect, it } from 'vitest';
import { MIN_WAIT_MS, remainingWait, waitingPercent } from './wizard.progress';

describe('waiting progress', () => {
  it('rises quickly, slows down and never reaches 100 on its own', () => {
    expect(waitingPercent(0)).toBe(0);
    expect(waitingPercent(1_000)).toBeGreaterThan(25);
    expect(waitingPercent(2_000)).toBeGreaterThan(waitingPercent(1_000));
    expect(waitingPercent(60_000)).toBe(95);
    expect(waitingPercent(Number.NaN)).toBe(0);
  });

  it('keeps the screen up for the minimum time', () => {
    expect(remainingWait(300)).toBe(MIN_WAIT_MS - 300);
    expect(remainingWait(MIN_WAIT_MS + 1)).toBe(0);
  });
});
