import { describe, expect, it } from 'vitest';
import { chosenActivityNames, decodeState, encodeState, initialState, reducer, storageKey } from './personalise-state';
import { TRIP } from './personalise.fixture';

describe('reducer', () => {
  it('edits the party and keeps children in order', () => {
    let state = initialState('run-1');
    state = reducer(state, { type: 'addChild' });
    state = reducer(state, { type: 'addChild' });
    state = reducer(state, { type: 'child', index: 1, value: '01-02-2016' });
    state = reducer(state, { type: 'removeChild', index: 0 });
    expect(state.children).toEqual(['01-02-2016']);
  });

  it('fills untouched stops with defaults once and then leaves the state alone', () => {
    const state = reducer(initialState('run-1'), {
      type: 'defaults',
      stops: TRIP.stops,
      party: { adults: 2, children: [] },
    });
    expect(Object.keys(state.stops)).toEqual(['101', '102']);
    expect(reducer(state, { type: 'defaults', stops: TRIP.stops, party: { adults: 2, children: [] } })).toBe(state);
  });

  it('goes to success with the result and starts afresh on reset', () => {
    const result = {
      ok: true,
      status: 'QUOTED',
      reference: 'ABCD-EFGH-JKMN-PQRS',
      quoteId: 5,
      quotePath: '/en/q/ABCD-EFGH-JKMN-PQRS-5',
      message: null,
    };
    const done = reducer(initialState('run-1'), { type: 'result', result });
    expect(done).toMatchObject({ step: 'success', result });
    expect(reducer(done, { type: 'reset', submissionId: 'run-2' })).toEqual(initialState('run-2'));
  });
});

describe('the summary of activities', () => {
  it('names the chosen activities, stop by stop, instead of counting them', () => {
    let state = initialState('run-1');
    state = reducer(state, { type: 'activityNames', names: { 4: 'Mokoro trip', 5: 'Game drive', 6: 'Village walk' } });
    state = reducer(state, { type: 'activities', stopId: 102, ids: [6] });
    state = reducer(state, { type: 'activities', stopId: 101, ids: [5, 4] });
    state = reducer(state, { type: 'activities', stopId: 999, ids: [4] });
    expect(chosenActivityNames(state, [101, 102])).toEqual(['Game drive', 'Mokoro trip', 'Village walk']);
    expect(chosenActivityNames(reducer(state, { type: 'activities', stopId: 101, ids: [] }), [101])).toEqual([]);
  });

  it('keeps the state as it is when the names are known already (no new render)', () => {
    const state = reducer(initialState('run-1'), { type: 'activityNames', names: { 4: 'Mokoro trip' } });
    expect(reducer(state, { type: 'activityNames', names: { 4: 'Mokoro trip' } })).toBe(state);
  });
});

describe('stored progress', () => {
  it('round-trips through storage, one key per trip', () => {
    let state = initialState('run-1');
    state = reducer(state, { type: 'date', startDate: '2027-03-28' });
    state = reducer(state, { type: 'go', step: 'car' });
    state = reducer(state, { type: 'car', car: { carId: 3, quantity: 1, name: 'Toyota Hilux' } });
    state = reducer(state, { type: 'activities', stopId: 101, ids: [4, 5] });
    state = reducer(state, { type: 'activityNames', names: { 4: 'Mokoro trip', 5: 'Game drive' } });
    state = reducer(state, { type: 'customer', field: 'email', value: 'ana@example.com' });
    expect(decodeState(encodeState(state))).toEqual(state);
    expect(storageKey(7)).not.toBe(storageKey(8));
  });

  it('ignores what is not stored progress, or from another version', () => {
    expect(decodeState(null)).toBeNull();
    expect(decodeState('{not json')).toBeNull();
    expect(decodeState(JSON.stringify({ version: 0, submissionId: 'x' }))).toBeNull();
  });

  it('keeps only well-formed parts of tampered progress', () => {
    const decoded = decodeState(
      JSON.stringify({
        version: 1,
        submissionId: 'run-1',
        step: 'nowhere',
        adults: 'two',
        children: ['2016-01-01', 5],
        stops: {
          101: { stayId: 11, rooms: [{ roomId: 111, quantity: 1, mealPlanId: 1 }, { roomId: 'x' }] },
          102: 'no',
        },
        car: { carId: 'one' },
        customer: { firstName: 'Ana', preferredCommunication: 'FAX' },
      }),
    );
    expect(decoded).toMatchObject({
      step: 'date',
      adults: 2,
      children: ['2016-01-01', ''],
      stops: { 101: { stayId: 11, rooms: [{ roomId: 111, quantity: 1, mealPlanId: 1 }], touched: false } },
      car: null,
      customer: { firstName: 'Ana', preferredCommunication: 'EMAIL' },
    });
  });
});
