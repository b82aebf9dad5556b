import { describe, expect, it } from 'vitest';
import type { FxRates } from '../fx/fx.rates';
import type { ContractRate } from '../rates/live-rate';
import {
  childBand,
  percentOf,
  pricePersons,
  priceRoomUnit,
  promoDiscountMinor,
  serviceFeeMinor,
  totalsOf,
  unitNightMinor,
  type Priced,
} from './quote.pricing';

const fx: FxRates = new Map([
  ['USD', '1.250000'],
  ['ZAR', '20.000000'],
]);

function rate(overrides: Partial<ContractRate> = {}): ContractRate {
  return {
    seasonStart: '2027-01-01',
    seasonEnd: '2027-12-31',
    pax: 2,
    rateScheme: 1,
    currency: 'EUR',
    rateMinor: 10_000,
    childRate0To12Minor: 3_000,
    childRate13To17Minor: 5_000,
    ...overrides,
  };
}

describe('child bands', () => {
  it('0–12 and 13–17 by age', () => {
    expect([0, 5, 12, 13, 17].map(childBand)).toEqual(['0-12', '0-12', '0-12', '13-17', '13-17']);
    expect(unitNightMinor(rate(), 2, [12])).toBe(23_000);
    expect(unitNightMinor(rate(), 2, [13])).toBe(25_000);
    expect(unitNightMinor(rate(), 1, [4, 15])).toBe(18_000);
  });
});

describe('priceRoomUnit', () => {
  it('per person per night: each adult pays', () => {
    expect(priceRoomUnit([rate(), rate()], 2, [], 'EUR', fx)).toEqual({
      totalMinor: 40_000,
      ratePerNightMinor: 20_000,
    });
  });

  it('per room per night: the room pays once, children on top', () => {
    const perRoom = rate({ rateScheme: 2, rateMinor: 30_000 });
    expect(priceRoomUnit([perRoom, perRoom, perRoom], 3, [], 'EUR', fx).totalMinor).toBe(90_000);
    expect(priceRoomUnit([perRoom], 2, [8], 'EUR', fx).totalMinor).toBe(33_000);
  });

  it('converts each night from the contract currency', () => {
    const usd = rate({ currency: 'USD', rateMinor: 12_500 });
    // 2 × 125 USD = 250 USD = 200 EUR a night.
    expect(priceRoomUnit([usd, usd], 2, [], 'EUR', fx).totalMinor).toBe(40_000);
    expect(priceRoomUnit([usd], 2, [], 'ZAR', fx).totalMinor).toBe(400_000);
  });
});

describe('persons, percentages, fees and discounts', () => {
  it('prices activities, legs and fees per person, children at their price', () => {
    const prices = { currency: 'USD' as const, adultMinor: 5_000, childMinor: 2_500 };
    expect(pricePersons(prices, 2, 1, 'USD', fx)).toBe(12_500);
    expect(pricePersons(prices, 2, 1, 'EUR', fx, 3)).toBe(30_000);
  });

  it('rounds percentages half up', () => {
    expect(percentOf(1_000, 5)).toBe(50);
    expect(percentOf(1_010, 5)).toBe(51);
    expect(percentOf(1_009, 5)).toBe(50);
    expect(percentOf(-1_010, 5)).toBe(-51);
    expect(percentOf(145, 10)).toBe(15);
  });

  const items: Priced[] = [
    { category: 'ACCOMMODATION', totalMinor: 100_000 },
    { category: 'FLIGHT', totalMinor: 20_000 },
    { category: 'FEE', totalMinor: 7_000 },
    { category: 'LEVY_TAX', totalMinor: 300 },
  ];

  it('charges the service fee on the arrangements, not on fees and levies', () => {
    expect(serviceFeeMinor(items, 5)).toBe(6_000);
  });

  it('takes a promo percentage off the arrangements, a fixed amount converted, never more than they cost', () => {
    expect(
      promoDiscountMinor(items, { code: 'WELCOME10', percentOff: 10, amountOffMinor: null, currency: null }, 'EUR', fx),
    ).toBe(12_000);
    expect(
      promoDiscountMinor(items, { code: 'USD50', percentOff: null, amountOffMinor: 5_000, currency: 'USD' }, 'EUR', fx),
    ).toBe(4_000);
    expect(
      promoDiscountMinor(
        items,
        { code: 'HUGE', percentOff: null, amountOffMinor: 10_000_000, currency: 'EUR' },
        'EUR',
        fx,
      ),
    ).toBe(120_000);
  });

  it('adds totals up by category', () => {
    expect(
      totalsOf([
        ...items,
        { category: 'SERVICE_FEE', totalMinor: 6_000 },
        { category: 'DISCOUNT', totalMinor: -12_000 },
        { category: 'TRANSFER', totalMinor: 900 },
        { category: 'ACTIVITY', totalMinor: 1_100 },
        { category: 'CAR_RENTAL', totalMinor: 2_000 },
      ]),
    ).toEqual({
      total: 125_300,
      rooms: 100_000,
      activities: 1_100,
      rentals: 2_000,
      flights: 20_000,
      transfers: 900,
      fees: 7_300,
      serviceFee: 6_000,
      discounts: -12_000,
    });
  });
});
