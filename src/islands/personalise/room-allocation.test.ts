import { describe, expect, it } from 'vitest';
import { allocate, checkCoverage, partyOnArrival, type RoomChoice, sampleParty, unitsNeeded } from './room-allocation';

const double = { roomId: 1, maxAdults: 2, maxOccupancy: 2 };
const family = { roomId: 2, maxAdults: 2, maxOccupancy: 4 };
const single = { roomId: 3, maxAdults: 1, maxOccupancy: 1 };
const choice = (room: typeof double, quantity: number, available = 5): RoomChoice => ({ ...room, quantity, available });
const kids = (n: number) => Array.from({ length: n }, (_, i) => `2016-0${i + 1}-01`);

describe('checkCoverage (spec 3 §5: selected rooms must cover all trip guests)', () => {
  it('covers two adults with one double room', () => {
    expect(checkCoverage({ adults: 2, children: [] }, [choice(double, 1)])).toEqual({
      ok: true,
      units: [{ roomId: 1, adults: 2, children: [] }],
    });
  });

  it('does not cover three adults with one double room, but does with two', () => {
    expect(checkCoverage({ adults: 3, children: [] }, [choice(double, 1)])).toEqual({
      ok: false,
      problem: 'notCovered',
    });
    expect(checkCoverage({ adults: 3, children: [] }, [choice(double, 2)])).toMatchObject({ ok: true });
  });

  it('counts children against occupancy, not against adult places', () => {
    const party = { adults: 2, children: kids(2) };
    expect(checkCoverage(party, [choice(family, 1)])).toEqual({
      ok: true,
      units: [{ roomId: 2, adults: 2, children: kids(2) }],
    });
    expect(checkCoverage({ adults: 2, children: kids(3) }, [choice(family, 1)])).toMatchObject({
      ok: false,
      problem: 'notCovered',
    });
  });

  it('never leaves a child alone in a room: more rooms than adults is refused', () => {
    expect(checkCoverage({ adults: 1, children: kids(2) }, [choice(double, 2)])).toEqual({
      ok: false,
      problem: 'tooManyRooms',
    });
  });

  it('needs at least one room and no more units than the stay has', () => {
    expect(checkCoverage({ adults: 2, children: [] }, [])).toEqual({ ok: false, problem: 'noRooms' });
    expect(checkCoverage({ adults: 2, children: [] }, [choice(double, 0)])).toEqual({ ok: false, problem: 'noRooms' });
    expect(checkCoverage({ adults: 2, children: [] }, [choice(double, 3, 2)])).toEqual({
      ok: false,
      problem: 'overQuantity',
    });
  });

  it('mixes room types and spreads guests evenly (2 + 2, not 3 + 1)', () => {
    const big = { roomId: 4, maxAdults: 3, maxOccupancy: 3 };
    const result = checkCoverage({ adults: 4, children: [] }, [choice(big, 1), choice(double, 1)]);
    expect(result).toEqual({
      ok: true,
      units: [
        { roomId: 4, adults: 2, children: [] },
        { roomId: 1, adults: 2, children: [] },
      ],
    });
    expect(checkCoverage({ adults: 3, children: kids(1) }, [choice(single, 1), choice(family, 1)])).toEqual({
      ok: true,
      units: [
        { roomId: 3, adults: 1, children: [] },
        { roomId: 2, adults: 2, children: kids(1) },
      ],
    });
  });
});

describe('allocate', () => {
  it('fits exactly when rooms ≤ adults, adults fit the adult places and everyone fits the beds', () => {
    expect(allocate({ adults: 2, children: [] }, [single, single])).not.toBeNull();
    expect(allocate({ adults: 3, children: [] }, [single, single])).toBeNull();
    expect(allocate({ adults: 2, children: kids(2) }, [double, double])).not.toBeNull();
    expect(allocate({ adults: 2, children: kids(3) }, [double, double])).toBeNull();
  });
});

describe('partyOnArrival', () => {
  it('makes a child of 18 on arrival an adult', () => {
    const party = { adults: 2, children: ['2009-03-10', '2009-03-11', '2015-01-01'] };
    expect(partyOnArrival(party, '2027-03-10')).toEqual({ adults: 3, children: ['2009-03-11', '2015-01-01'] });
  });
});

describe('unitsNeeded and sampleParty', () => {
  it('finds the fewest units that hold the party, or null', () => {
    expect(unitsNeeded({ adults: 4, children: [] }, double, 5)).toBe(2);
    expect(unitsNeeded({ adults: 5, children: [] }, double, 2)).toBeNull();
    expect(unitsNeeded({ adults: 2, children: kids(2) }, family, 1)).toBe(1);
  });

  it('samples the guests one unit takes', () => {
    expect(sampleParty({ adults: 4, children: kids(2) }, double)).toEqual({ adults: 2, children: [] });
    expect(sampleParty({ adults: 2, children: kids(3) }, family)).toEqual({ adults: 2, children: kids(2) });
    expect(sampleParty({ adults: 1, children: [] }, family)).toEqual({ adults: 1, children: [] });
  });
});
