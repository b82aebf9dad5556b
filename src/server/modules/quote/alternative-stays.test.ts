import { describe, expect, it } from 'vitest';
import { pickAlternatives } from './alternative-stays';

const stays = [
  { id: 1, fromMinor: 10_000 },
  { id: 2, fromMinor: 20_000 },
  { id: 3, fromMinor: 30_000 },
  { id: 4, fromMinor: 40_000 },
  { id: 5, fromMinor: 50_000 },
  { id: 6, fromMinor: null },
];

describe('pickAlternatives', () => {
  it('with a budget: the dearest that fit first, then the two cheapest', () => {
    expect(pickAlternatives(stays, 50_000, 35_000, 4)).toEqual([3, 1, 2]);
    expect(pickAlternatives(stays, 50_000, 45_000, 4)).toEqual([4, 3, 1, 2]);
  });

  it('without a budget: the nearest in price to the template', () => {
    expect(pickAlternatives(stays, 42_000, null, 3)).toEqual([4, 5, 3]);
    expect(pickAlternatives(stays, null, null, 2)).toEqual([1, 2]);
  });

  it('never picks an unpriced stay and never more than the limit', () => {
    expect(pickAlternatives(stays, 10_000, null, 10)).not.toContain(6);
    expect(pickAlternatives(stays, 10_000, 5_000, 10)).toEqual([1, 2]);
    expect(pickAlternatives(stays, 10_000, 100_000, 3)).toEqual([5, 1, 2]);
  });

  it('first the stays with a room that houses the party together, then the others', () => {
    const family = stays.map((stay) => ({ ...stay, together: stay.id === 2 || stay.id === 5 }));
    expect(pickAlternatives(family, 42_000, null, 3)).toEqual([5, 2, 4]);
    expect(pickAlternatives(family, 50_000, 35_000, 3)).toEqual([2, 5, 1]);
    expect(pickAlternatives(family, 10_000, null, 2)).toEqual([2, 5]);
  });
});
