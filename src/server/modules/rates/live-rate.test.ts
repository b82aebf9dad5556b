import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { FxRates } from '../fx/fx.rates';
import { ageOn, type ContractRate, nightsBetween, priceStay, rateForNight } from './live-rate';

const fx: FxRates = new Map([['USD', '1.250000']]);
const day = (iso: string) => Temporal.PlainDate.from(iso);
const room = { maxOccupancy: 4, maxAdults: 3 };

function rate(overrides: Partial<ContractRate> = {}): ContractRate {
  return {
    seasonStart: '2027-01-01',
    seasonEnd: '2027-06-30',
    pax: 2,
    rateScheme: 1,
    currency: 'EUR',
    rateMinor: 10_000,
    childRate0To12Minor: 3_000,
    childRate13To17Minor: 5_000,
    ...overrides,
  };
}

const request = (overrides: Partial<Parameters<typeof priceStay>[0]> = {}) => ({
  fromDate: day('2027-03-10'),
  toDate: day('2027-03-13'),
  adults: 2,
  childrenBirthDates: [],
  ...overrides,
});

const price = (rates: ContractRate[], overrides = {}, soldOut: string[] = []) =>
  priceStay(request(overrides), rates, room, new Set(soldOut), 'EUR', fx);

describe('dates', () => {
  it('counts nights between plain dates, across daylight-saving changes', () => {
    expect(nightsBetween(day('2027-03-27'), day('2027-04-02'))).toBe(6);
    expect(nightsBetween(day('2027-10-30'), day('2027-11-01'))).toBe(2);
  });

  it('knows the age on the day of arrival', () => {
    expect(ageOn(day('2014-03-10'), day('2027-03-10'))).toBe(13);
    expect(ageOn(day('2014-03-11'), day('2027-03-10'))).toBe(12);
  });
});

describe('priceStay', () => {
  it('per person: each adult pays the 2-pax rate per night', () => {
    const priced = price([rate(), rate({ pax: 1, rateMinor: 14_000 })]);
    expect(priced).toEqual({
      totalMinor: 60_000,
      perNightMinor: 20_000,
      currency: 'EUR',
      nights: 3,
      pax: 2,
      isExactRate: true,
      basis: 'sharing',
    });
  });

  it('falls back to the 1-pax rate when there is no 2-pax rate, and says it is not exact', () => {
    const priced = price([rate({ pax: 1, rateMinor: 14_000 })]);
    expect(priced).toMatchObject({ totalMinor: 84_000, isExactRate: false, basis: 'single' });
  });

  it('prices a single adult at the sharing rate, as an approximation', () => {
    expect(price([rate(), rate({ pax: 1, rateMinor: 14_000 })], { adults: 1 })).toMatchObject({
      totalMinor: 30_000,
      isExactRate: false,
    });
  });

  it('per room: the room pays the 2-pax rate, whatever the number of adults', () => {
    expect(price([rate({ rateScheme: 2, rateMinor: 30_000 })], { adults: 1 })).toMatchObject({
      totalMinor: 90_000,
      basis: 'room',
    });
  });

  it('charges children by age band on arrival; 18 and over count as adults', () => {
    const children = [day('2020-05-01'), day('2012-01-01'), day('2008-01-01')]; // 6, 15, 19
    const priced = price([rate()], { adults: 1, childrenBirthDates: children });
    // Adults: 1 + the 19-year-old = 2 × 10,000; children 3,000 + 5,000; three nights.
    expect(priced).toMatchObject({ totalMinor: 3 * (20_000 + 8_000), pax: 4, isExactRate: true });
  });

  it('takes each night from its own season across a boundary', () => {
    const rates = [rate({ seasonEnd: '2027-03-11' }), rate({ seasonStart: '2027-03-12', rateMinor: 20_000 })];
    // Nights of the 10th and 11th in the first season, the 12th in the second.
    expect(price(rates)?.totalMinor).toBe(2 * 20_000 + 40_000);
    expect(rateForNight(rates, '2027-03-11')?.rateMinor).toBe(10_000);
    expect(rateForNight(rates, '2027-03-12')?.rateMinor).toBe(20_000);
  });

  it('converts to the caller currency', () => {
    const priced = priceStay(request(), [rate({ currency: 'USD' })], room, new Set(), 'EUR', fx);
    expect(priced?.totalMinor).toBe(3 * 16_000);
  });

  it('gives no price when a rate is missing, the room is too small, a night is sold out or dates are wrong', () => {
    expect(price([rate({ seasonEnd: '2027-03-11' })])).toBeNull();
    expect(price([])).toBeNull();
    expect(price([rate()], { adults: 4 })).toBeNull();
    expect(
      price([rate()], { childrenBirthDates: [day('2020-01-01'), day('2020-01-01'), day('2020-01-01')] }),
    ).toBeNull();
    expect(price([rate()], {}, ['2027-03-12'])).toBeNull();
    expect(price([rate()], { toDate: day('2027-03-10') })).toBeNull();
    expect(price([rate()], { childrenBirthDates: [day('2028-01-01')] })).toBeNull();
  });
});
