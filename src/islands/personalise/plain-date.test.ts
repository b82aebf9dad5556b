import { describe, expect, it } from 'vitest';
import { addDays, ageOn, isPlainDate, localDay, stopDates } from './plain-date';

describe('plain dates', () => {
  it('adds days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02');
    expect(() => addDays('2027-02-30', 1)).toThrow();
    expect(isPlainDate('2027-02-29')).toBe(false);
  });

  it('counts whole years of age on a day', () => {
    expect(ageOn('2009-03-10', '2027-03-10')).toBe(18);
    expect(ageOn('2009-03-11', '2027-03-10')).toBe(17);
  });

  it("dates stops night after night and reads the visitor's local day", () => {
    expect(stopDates('2027-03-30', [2, 3])).toEqual([
      { from: '2027-03-30', to: '2027-04-01' },
      { from: '2027-04-01', to: '2027-04-04' },
    ]);
    expect(localDay(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});
