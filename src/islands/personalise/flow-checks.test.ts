import { describe, expect, it } from 'vitest';
import { stepComplete } from './flow-checks';
import { initialState, type PersonaliseState, reducer } from './personalise-state';
import { TRIP } from './personalise.fixture';

const today = '2027-03-01';

function withDates(): PersonaliseState {
  const state = reducer(initialState('run'), { type: 'date', startDate: '2027-04-01' });
  return reducer(state, { type: 'defaults', stops: TRIP.stops, party: { adults: 2, children: [] } });
}

describe('stepComplete', () => {
  it('completes the date step with a start date and hotels once every stop holds the party', () => {
    const done = stepComplete(TRIP, withDates(), today);
    expect(done('date')).toBe(true);
    expect(done('hotels')).toBe(true);
    expect(done('activities')).toBe(true);
    expect(done('details')).toBe(false);
    expect(stepComplete(TRIP, initialState('run'), today)('date')).toBe(false);
  });

  it('leaves hotels incomplete when a chosen room no longer holds the party', () => {
    const bigger = reducer(withDates(), { type: 'adults', adults: 3 });
    expect(stepComplete(TRIP, bigger, today)('hotels')).toBe(false);
  });
});
