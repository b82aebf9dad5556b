import { describe, expect, it } from 'vitest';
import { planStops, priceRequestsOf, stopTotal } from './hotel-prices';
import { buildLiveRatesQuery, chunk, perPersonPerNight, priceKey } from './live-prices';
import { TRIP } from './personalise.fixture';
import type { LiveRate } from './personalise.types';

const selections = {
  101: { stayId: 11, rooms: [{ roomId: 111, quantity: 2, mealPlanId: 1 }], touched: true },
  102: { stayId: 21, rooms: [{ roomId: 212, quantity: 1, mealPlanId: 1 }], touched: false },
};
const party = { adults: 3, children: ['2015-05-05'] };

describe('planStops', () => {
  const plans = planStops(TRIP.stops, selections, party, '2027-03-28');

  it('dates each stop night after night from the start', () => {
    expect(plans.map((plan) => plan.dates)).toEqual([
      { from: '2027-03-28', to: '2027-03-31' },
      { from: '2027-03-31', to: '2027-04-02' },
    ]);
  });

  it('samples every room of the chosen stay with the guests one unit would take', () => {
    const [delta] = plans;
    expect([...(delta?.samples.values() ?? [])]).toEqual([
      // Chosen room: its chosen meal plan (1), not the template's (2).
      { roomId: 111, mealPlanId: 1, fromDate: '2027-03-28', toDate: '2027-03-31', adults: 2, children: [] },
      // Not chosen: the template's meal plan is not offered, so its first.
      { roomId: 112, mealPlanId: 1, fromDate: '2027-03-28', toDate: '2027-03-31', adults: 2, children: ['2015-05-05'] },
    ]);
  });

  it('prices each booked unit for the guests in it', () => {
    const [delta, falls] = plans;
    expect(delta?.coverage.ok).toBe(true);
    // Adults spread first (2 + 1), then the child takes the free bed.
    expect(delta?.units.map((unit) => [unit.adults, unit.children])).toEqual([
      [2, []],
      [1, ['2015-05-05']],
    ]);
    expect(falls?.coverage).toMatchObject({ ok: false, problem: 'notCovered' });
    expect(falls?.units).toEqual([]);
    expect(priceRequestsOf(plans)).toHaveLength(2 + 2 + 2);
  });
});

const rate = (amountMinor: number, pax = 2): LiveRate => ({
  rate: { amountMinor, currency: 'EUR' },
  ratePerNight: { amountMinor: amountMinor / 2, currency: 'EUR' },
  information: '',
  isExactRate: true,
  pax,
});

describe('stopTotal', () => {
  const units = planStops(TRIP.stops, selections, party, '2027-03-28')[0]?.units ?? [];

  it('adds the units once every price is known', () => {
    expect(stopTotal(units, (unit) => rate(unit.adults * 10_000))).toEqual({
      total: { amountMinor: 30_000, currency: 'EUR' },
      unavailable: false,
    });
    expect(stopTotal(units, () => undefined)).toEqual({ total: null, unavailable: false });
  });

  it('flags a unit that cannot be booked', () => {
    expect(stopTotal(units, (unit) => (unit.adults === 1 ? null : rate(1)))).toEqual({
      total: null,
      unavailable: true,
    });
  });
});

describe('live prices', () => {
  const request = {
    roomId: 5,
    mealPlanId: 2,
    fromDate: '2027-03-28',
    toDate: '2027-03-31',
    adults: 2,
    children: ['2015-05-05'],
  };

  it('asks for many prices in one aliased query', () => {
    const { document, variables } = buildLiveRatesQuery([request, { ...request, roomId: 6 }]);
    expect(document).toContain('query liveRatesBatch($r0: Int, $m0: Int!');
    expect(document).toContain(
      'p1: liveRates(roomId: $r1, mealPlanId: $m1, fromDate: $f1, toDate: $t1, adults: $a1, children: $c1)',
    );
    expect(variables).toMatchObject({
      r0: 5,
      r1: 6,
      m1: 2,
      f0: '2027-03-28',
      t0: '2027-03-31',
      a0: 2,
      c0: ['2015-05-05'],
    });
  });

  it('keys a price by everything it depends on, the currency included', () => {
    expect(priceKey(request, 'EUR')).not.toBe(priceKey(request, 'GBP'));
    expect(priceKey(request, 'EUR')).not.toBe(priceKey({ ...request, children: [] }, 'EUR'));
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('shows the price per person per night', () => {
    expect(perPersonPerNight(rate(60_000, 2))).toBe(15_000);
    expect(perPersonPerNight(rate(60_000, 3))).toBe(10_000);
  });
});
