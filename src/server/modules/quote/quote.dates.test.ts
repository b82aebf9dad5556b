import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { nightsOf, OPEN_SEARCH_DAYS, planDates, scaleNights } from './quote.dates';

const day = (iso: string) => Temporal.PlainDate.from(iso);
const today = day('2027-03-10');

describe('scaleNights', () => {
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

  it('keeps the template when the length is the same', () => {
    expect(scaleNights([2, 3, 4], 9)).toEqual([2, 3, 4]);
  });

  it('stretches in proportion and sums exactly', () => {
    expect(scaleNights([2, 3, 2], 14)).toEqual([4, 6, 4]);
    expect(scaleNights([1, 5], 9)).toEqual([2, 7]);
    for (const total of [3, 4, 7, 10, 14, 21, 24, 60]) {
      const scaled = scaleNights([3, 1, 4, 2], Math.max(4, total));
      expect(sum(scaled)).toBe(Math.max(4, total));
      expect(Math.min(...scaled)).toBeGreaterThanOrEqual(1);
    }
  });

  it('shrinks, keeping every stop at least one night', () => {
    expect(scaleNights([10, 1, 1], 5)).toEqual([3, 1, 1]);
    expect(scaleNights([4, 4, 4], 3)).toEqual([1, 1, 1]);
    expect(sum(scaleNights([7, 1, 1, 1], 6))).toBe(6);
  });

  it('refuses fewer nights than stops', () => {
    expect(() => scaleNights([2, 2, 2], 2)).toThrow();
  });
});

describe('planDates', () => {
  it('takes exact dates as given', () => {
    const result = planDates({ exact: true, startDate: '2027-05-01', endDate: '2027-05-15' }, today, 7);
    expect(result).toEqual({ ok: true, plan: { starts: [day('2027-05-01')], nights: 14 } });
  });

  it('refuses exact dates that are not after today, and trips longer than the limit', () => {
    expect(planDates({ exact: true, startDate: '2027-03-10', endDate: '2027-03-20' }, today, 7)).toEqual({
      ok: false,
      issue: { path: ['dates', 'startDate'], message: 'enquiry.dateInPast' },
    });
    expect(planDates({ exact: true, startDate: '2027-04-01', endDate: '2027-07-01' }, today, 7)).toMatchObject({
      ok: false,
      issue: { path: ['dates', 'endDate'] },
    });
  });

  it('offers every day of the chosen month, not sooner than the lead time', () => {
    const later = planDates({ exact: false, month: 8, year: 2027, duration: 'TWO_WEEKS' }, today, 7);
    if (!later.ok) throw new Error('expected a plan');
    expect(later.plan.nights).toBe(14);
    expect(later.plan.starts).toHaveLength(31);
    expect(later.plan.starts[0]?.toString()).toBe('2027-08-01');
    const thisMonth = planDates({ exact: false, month: 3, year: 2027 }, today, 7);
    if (!thisMonth.ok) throw new Error('expected a plan');
    expect(thisMonth.plan.starts[0]?.toString()).toBe('2027-03-17');
    expect(thisMonth.plan.starts.at(-1)?.toString()).toBe('2027-03-31');
    expect(thisMonth.plan.nights).toBeNull();
  });

  it('refuses a month that is over', () => {
    expect(planDates({ exact: false, month: 2, year: 2027 }, today, 7)).toEqual({
      ok: false,
      issue: { path: ['dates', 'month'], message: 'enquiry.dateInPast' },
    });
    // Less than the lead time left in the month: nothing to offer either.
    expect(planDates({ exact: false, month: 3, year: 2027 }, day('2027-03-28'), 7)).toMatchObject({ ok: false });
  });

  it('without dates starts searching after the lead time', () => {
    const open = planDates({ exact: false, duration: 'ONE_WEEK' }, today, 7);
    if (!open.ok) throw new Error('expected a plan');
    expect(open.plan.starts[0]?.toString()).toBe('2027-03-17');
    expect(open.plan.starts).toHaveLength(OPEN_SEARCH_DAYS);
    expect(open.plan.nights).toBe(7);
  });
});

describe('nightsOf', () => {
  it('dates each night by its evening, across month ends', () => {
    expect(nightsOf(day('2027-02-27'), 3)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });
});
