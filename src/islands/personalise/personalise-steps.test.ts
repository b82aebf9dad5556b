import { describe, expect, it } from 'vitest';
import { LONG_FLOW, nextStep, previousStep, reachableStep, SHORT_FLOW, stepsFor } from './personalise-steps';

describe('steps', () => {
  it('has the long flow with cars and activities, the short one without (spec 3 §2)', () => {
    expect(stepsFor(true)).toEqual(['date', 'hotels', 'activities', 'car', 'details']);
    expect(stepsFor(false)).toEqual(['date', 'hotels', 'details']);
  });

  it('goes forward to success after the details and back to the date', () => {
    expect(nextStep(LONG_FLOW, 'hotels')).toBe('activities');
    expect(nextStep(SHORT_FLOW, 'hotels')).toBe('details');
    expect(nextStep(SHORT_FLOW, 'details')).toBe('success');
    expect(nextStep(SHORT_FLOW, 'success')).toBeNull();
    expect(previousStep(LONG_FLOW, 'car')).toBe('activities');
    expect(previousStep(SHORT_FLOW, 'details')).toBe('hotels');
    expect(previousStep(LONG_FLOW, 'date')).toBeNull();
    expect(previousStep(LONG_FLOW, 'success')).toBeNull();
  });
});

describe('reachableStep', () => {
  const complete =
    (...done: string[]) =>
    (step: string) =>
      done.includes(step);

  it('lets a visitor reach a step only when every step before it is complete', () => {
    expect(reachableStep(LONG_FLOW, 'car', complete('date', 'hotels', 'activities'), false)).toBe('car');
    expect(reachableStep(LONG_FLOW, 'car', complete('date'), false)).toBe('hotels');
    expect(reachableStep(LONG_FLOW, 'details', complete(), false)).toBe('date');
  });

  it('shows success only with a result, and maps steps the short flow lacks to the next it has', () => {
    expect(reachableStep(SHORT_FLOW, 'success', complete('date', 'hotels', 'details'), true)).toBe('success');
    expect(reachableStep(SHORT_FLOW, 'success', complete('date', 'hotels', 'details'), false)).toBe('details');
    expect(reachableStep(SHORT_FLOW, 'activities', complete('date', 'hotels'), false)).toBe('details');
    expect(reachableStep(SHORT_FLOW, 'car', complete('date'), false)).toBe('hotels');
  });
});
