import { describe, expect, it } from 'vitest';
import { defaultSelection, selectionsFor, stopCoverage } from './hotel-selection';
import { TRIP } from './personalise.fixture';

const [delta, falls] = TRIP.stops as [(typeof TRIP.stops)[0], (typeof TRIP.stops)[0]];
const couple = { adults: 2, children: [] };

describe('defaultSelection', () => {
  it("starts from the template's stay, room and meal plan, with as many rooms as the party needs", () => {
    expect(defaultSelection(delta, couple)).toEqual({
      stayId: 11,
      rooms: [{ roomId: 111, quantity: 1, mealPlanId: 2 }],
      touched: false,
    });
    expect(defaultSelection(delta, { adults: 4, children: [] })?.rooms).toEqual([
      { roomId: 111, quantity: 2, mealPlanId: 2 },
    ]);
  });

  it("takes the room needing the fewest units when the template's does not fit, else the first meal plan", () => {
    // Four guests in one family room (only one exists) rather than two doubles.
    expect(defaultSelection(falls, { adults: 3, children: [] })?.rooms).toEqual([
      { roomId: 212, quantity: 1, mealPlanId: 1 },
    ]);
  });

  it('chooses nothing when no room of the stay can hold the party', () => {
    // Two adults can take two rooms at most: six beds for ten guests.
    const big = { adults: 2, children: Array.from({ length: 8 }, () => '2016-01-01') };
    expect(defaultSelection(falls, big)).toEqual({ stayId: 21, rooms: [], touched: false });
  });
});

describe('selectionsFor', () => {
  it('keeps what the visitor chose and gives untouched stops the default for the new party', () => {
    const mine = { stayId: 12, rooms: [{ roomId: 121, quantity: 2, mealPlanId: 1 }], touched: true };
    const untouched = { stayId: 21, rooms: [{ roomId: 211, quantity: 1, mealPlanId: 1 }], touched: false };
    const next = selectionsFor(TRIP.stops, { 101: mine, 102: untouched }, { adults: 3, children: [] });
    expect(next[101]).toBe(mine);
    expect(next[102]?.rooms).toEqual([{ roomId: 212, quantity: 1, mealPlanId: 1 }]);
  });

  it('replaces a stored choice that names a room or meal plan no longer offered', () => {
    const stale = { stayId: 11, rooms: [{ roomId: 999, quantity: 1, mealPlanId: 1 }], touched: true };
    expect(selectionsFor(TRIP.stops, { 101: stale }, couple)[101]?.rooms).toEqual([
      { roomId: 111, quantity: 1, mealPlanId: 2 },
    ]);
  });
});

describe('stopCoverage', () => {
  it('checks the party as it is on arrival at the stop', () => {
    const selection = { stayId: 11, rooms: [{ roomId: 111, quantity: 1, mealPlanId: 1 }], touched: true };
    // Three guests (the child turns 18 only after arrival) do not fit a double; the family room holds them.
    const party = { adults: 2, children: ['2009-06-03'] };
    expect(stopCoverage(delta, selection, party, '2027-06-01')).toEqual({ ok: false, problem: 'notCovered' });
    expect(
      stopCoverage(delta, { ...selection, rooms: [{ roomId: 112, quantity: 1, mealPlanId: 1 }] }, party, '2027-06-01'),
    ).toMatchObject({ ok: true });
  });

  it('never blocks a stop without any bookable stay', () => {
    const empty = { ...delta, stays: [delta.stays[2] as (typeof delta.stays)[0]] };
    expect(stopCoverage(empty, undefined, couple, '2027-06-01')).toEqual({ ok: true, units: [] });
    expect(stopCoverage(delta, undefined, couple, '2027-06-01')).toEqual({ ok: false, problem: 'noRooms' });
  });
});
