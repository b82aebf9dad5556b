import { describe, expect, it } from 'vitest';
import type { FxRates } from '../fx/fx.rates';
import type { RoomData } from './room-allocation';
import { type ChooseStayOptions, chooseStay } from './stay-choice';

const fx: FxRates = new Map();
const nights = ['2027-05-01', '2027-05-02'];

function stay(id: number, rateMinor: number, overrides: Partial<RoomData> = {}) {
  const room: RoomData = {
    id: id * 10,
    maxOccupancy: 2,
    maxAdults: 2,
    familyFriendly: false,
    quantity: 2,
    rates: [
      {
        mealPlanId: 1,
        seasonStart: '2027-01-01',
        seasonEnd: '2027-12-31',
        pax: 2,
        rateScheme: 1,
        currency: 'EUR',
        rateMinor,
        childRate0To12Minor: 0,
        childRate13To17Minor: 0,
      },
    ],
    limited: new Map(),
    ...overrides,
  };
  return { id, rooms: [room] };
}

const options = (overrides: Partial<ChooseStayOptions> = {}): ChooseStayOptions => ({
  nights,
  guests: { adults: 2, children: [] },
  target: 'EUR',
  fx,
  familyRoom: false,
  mealPlanId: null,
  budgetMinor: null,
  ...overrides,
});
// Two adults, two nights: a stay at rate r costs 4r.
const chosen = (...args: Parameters<typeof chooseStay>) => chooseStay(...args)?.stay.id;

describe('chooseStay', () => {
  it('keeps the template’s stay when it has room', () => {
    expect(chosen(stay(1, 30_000), [stay(2, 10_000)], options())).toBe(1);
  });

  it('falls back to another stay in the destination when the template is sold out', () => {
    const full = stay(1, 30_000, { limited: new Map([['2027-05-02', 0]]) });
    expect(chosen(full, [stay(2, 20_000), stay(3, 10_000)], options())).toBe(3);
    expect(chooseStay(full, [], options())).toBeNull();
  });

  it('counts a stay as available only when its capacity reaches the party', () => {
    const small = stay(1, 10_000, { quantity: 1 });
    expect(chosen(small, [stay(2, 20_000)], options({ guests: { adults: 3, children: [] } }))).toBe(2);
  });

  it('stays within the budget where possible: the dearest stay that fits', () => {
    const result = chooseStay(
      stay(1, 30_000),
      [stay(2, 20_000), stay(3, 10_000), stay(4, 25_000)],
      options({ budgetMinor: 90_000 }),
    );
    expect(result?.stay.id).toBe(2);
    expect(result?.withinBudget).toBe(true);
    expect(chosen(stay(1, 20_000), [stay(3, 10_000)], options({ budgetMinor: 90_000 }))).toBe(1);
  });

  it('takes the cheapest when nothing fits the budget', () => {
    const result = chooseStay(stay(1, 30_000), [stay(2, 20_000), stay(3, 15_000)], options({ budgetMinor: 10_000 }));
    expect(result?.stay.id).toBe(3);
    expect(result?.withinBudget).toBe(false);
  });

  it('keeps a family together: another stay with a family room rather than the template split in two', () => {
    const family = {
      guests: { adults: 2, children: [{ birthDate: '2019-01-01', age: 8 }] },
      travellingType: 'FAMILY' as const,
    };
    const doubles = stay(1, 10_000);
    const cottage = stay(2, 30_000, { maxOccupancy: 4, maxAdults: 2, familyFriendly: true });
    const result = chooseStay(doubles, [cottage], options(family));
    expect(result?.stay.id).toBe(2);
    expect(result?.allocation.units).toHaveLength(1);
    // Together first, then the budget: the split stay is not chosen for being cheaper.
    expect(chosen(doubles, [cottage], options({ ...family, budgetMinor: 50_000 }))).toBe(2);
    // When no stay keeps them together, the template's still wins.
    expect(chosen(doubles, [stay(3, 5_000)], options(family))).toBe(1);
  });
});
