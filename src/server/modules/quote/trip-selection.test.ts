import { describe, expect, it } from 'vitest';
import { rankTrips, scoreParts, scoreTrip, type TripCandidate, type TripCriteria } from './trip-selection';

// Places: 1 Africa > 2 Botswana > 3 Okavango Delta; 1 > 4 Zambia > 5 South Luangwa; 1 > 6 Kenya.
const parents = new Map([
  [2, 1],
  [3, 2],
  [4, 1],
  [5, 4],
  [6, 1],
]);
const lineage = (id: number) => {
  const ids = [id];
  for (let p = parents.get(id); p !== undefined; p = parents.get(p)) ids.push(p);
  return ids;
};
const SAFARI = 10;
const BEACH = 11;

function trip(id: number, overrides: Partial<TripCandidate> = {}): TripCandidate {
  return {
    id,
    numberOfNights: 10,
    stopDestinationIds: [3],
    experienceIds: [SAFARI],
    priceEurMinor: 400_000,
    priority: 0,
    monthRatings: new Map([[7, 3]]),
    ...overrides,
  };
}

const criteria = (overrides: Partial<TripCriteria> = {}): TripCriteria => ({
  destinationIds: [],
  lineage,
  experienceIds: [],
  nights: null,
  month: null,
  budgetPerPersonEurMinor: null,
  ...overrides,
});
const stops = (t: TripCandidate) => t.stopDestinationIds.length;
const ranked = (trips: TripCandidate[], c: TripCriteria) => rankTrips(trips, c, stops).map((t) => t.id);

describe('trip selection', () => {
  it('matches a country through the stops below it', () => {
    expect(scoreParts(trip(1), criteria({ destinationIds: [2] })).destinations).toBe(1);
    expect(scoreParts(trip(1), criteria({ destinationIds: [2, 6] })).destinations).toBe(0.5);
    expect(scoreParts(trip(1), criteria({ destinationIds: [5] })).destinations).toBe(0);
    expect(ranked([trip(1), trip(2, { stopDestinationIds: [5] })], criteria({ destinationIds: [4] }))).toEqual([2]);
    expect(ranked([trip(1), trip(2, { stopDestinationIds: [5] })], criteria({ destinationIds: [2, 4] }))).toEqual([
      1, 2,
    ]);
  });

  it('scores themes by the share of wanted experiences', () => {
    expect(scoreParts(trip(1), criteria({ experienceIds: [SAFARI, BEACH] })).themes).toBe(0.5);
    expect(
      ranked([trip(1), trip(2, { experienceIds: [SAFARI, BEACH] })], criteria({ experienceIds: [BEACH] })),
    ).toEqual([2, 1]);
  });

  it('prefers the length closest to the one asked for', () => {
    expect(scoreParts(trip(1, { numberOfNights: 14 }), criteria({ nights: 14 })).duration).toBe(1);
    expect(scoreParts(trip(1, { numberOfNights: 7 }), criteria({ nights: 14 })).duration).toBe(0.5);
    expect(ranked([trip(1, { numberOfNights: 7 }), trip(2, { numberOfNights: 12 })], criteria({ nights: 14 }))).toEqual(
      [2, 1],
    );
  });

  it('uses the time-to-go rating of the month', () => {
    const green = trip(2, { monthRatings: new Map([[7, 1]]) });
    expect(scoreParts(green, criteria({ month: 7 })).month).toBeCloseTo(1 / 3);
    expect(scoreParts(trip(1), criteria({ month: 2 })).month).toBe(0);
    expect(ranked([green, trip(1)], criteria({ month: 7 }))).toEqual([1, 2]);
  });

  it('compares the price at the asked length with the budget per person', () => {
    // 400,000 for 10 nights → 560,000 for 14; budget 500,000: 12% over → 1 − 0.12 / 0.5.
    expect(scoreParts(trip(1), criteria({ nights: 14, budgetPerPersonEurMinor: 500_000 })).budget).toBeCloseTo(0.76);
    expect(scoreParts(trip(1), criteria({ budgetPerPersonEurMinor: 400_000 })).budget).toBe(1);
    expect(scoreParts(trip(1), criteria({ budgetPerPersonEurMinor: 200_000 })).budget).toBe(0);
    const cheap = trip(2, { priceEurMinor: 150_000 });
    expect(ranked([trip(1), cheap], criteria({ budgetPerPersonEurMinor: 200_000 }))).toEqual([2, 1]);
  });

  it('weighs destinations above themes, and unanswered questions change nothing', () => {
    const rightPlace = trip(1, { stopDestinationIds: [5], experienceIds: [] });
    const rightTheme = trip(2, { stopDestinationIds: [3, 6], experienceIds: [BEACH] });
    // Both visit one of the two places asked for; only one has the theme, but the other the better place match.
    const both = criteria({ destinationIds: [4, 1], experienceIds: [BEACH] });
    expect(scoreParts(rightPlace, both).destinations).toBe(1);
    expect(scoreParts(rightTheme, both).destinations).toBe(0.5);
    expect(ranked([rightTheme, rightPlace], both)).toEqual([1, 2]);
    expect(scoreTrip(trip(1), criteria())).toBe(100);
  });

  it('breaks ties by priority, then id, and leaves out trips with more stops than nights', () => {
    expect(ranked([trip(3), trip(2, { priority: 5 }), trip(1)], criteria())).toEqual([2, 1, 3]);
    const manyStops = trip(4, { stopDestinationIds: [3, 5, 6, 2] });
    expect(ranked([manyStops, trip(1)], criteria({ nights: 3 }))).toEqual([1]);
  });
});
