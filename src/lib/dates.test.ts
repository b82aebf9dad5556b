import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDisplayDate, isDisplayDate } from './dates';

describe('isDisplayDate', () => {
  it('accepts a date, optionally with a time and Z', () => {
    expect(isDisplayDate('2027-03-05')).toBe(true);
    expect(isDisplayDate('2027-03-05T22:30:00Z')).toBe(true);
    expect(isDisplayDate('2027-03-05T22:30:00.123Z')).toBe(true);
  });

  it('refuses other shapes and impossible days', () => {
    for (const value of ['05-03-2027', '2027-3-5', '2027-02-30', '2027-03-05T22:30:00', '2027-03-05 22:30', '']) {
      expect(isDisplayDate(value), value).toBe(false);
    }
  });
});

describe('formatDisplayDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats 'dd MMM yyyy' in both languages", () => {
    expect(formatDisplayDate('2027-03-05', 'en')).toBe('05 Mar 2027');
    expect(formatDisplayDate('2027-03-05', 'de')).toBe('05 März 2027');
  });

  it('shows the day in Johannesburg, not in UTC', () => {
    // 23:30 UTC is already the next day in Johannesburg (UTC+2).
    expect(formatDisplayDate('2027-12-31T23:30:00Z', 'en')).toBe('01 Jan 2028');
  });

  it('shows nothing and warns for a bad value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatDisplayDate('31/12/2027', 'en')).toBe('');
    expect(formatDisplayDate(null, 'de')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
