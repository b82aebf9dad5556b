import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '~/i18n/messages';
import {
  formatDateTime,
  formatDayWithWeekday,
  formatDisplayDate,
  isDisplayDate,
  monthName,
  monthYear,
  parseDateInput,
} from './dates';

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

  it('writes a date in words the way each language does', () => {
    expect(formatDisplayDate('2026-09-04', 'de')).toBe('4. September 2026');
    expect(formatDisplayDate('2026-10-01', 'de')).toBe('1. Oktober 2026');
    expect(formatDisplayDate('2026-09-04', 'en')).toBe('4 September 2026');
    expect(formatDisplayDate('2027-03-05', 'de')).toBe('5. März 2027');
  });

  it('writes it in digits on request', () => {
    expect(formatDisplayDate('2026-09-04', 'de', 'numeric')).toBe('04.09.2026');
    expect(formatDisplayDate('2026-09-04', 'en', 'numeric')).toBe('04/09/2026');
  });

  it('shows the day in Johannesburg, not in UTC', () => {
    // 23:30 UTC is already the next day in Johannesburg (UTC+2).
    expect(formatDisplayDate('2027-12-31T23:30:00Z', 'en')).toBe('1 January 2028');
    expect(formatDisplayDate('2027-12-31T23:30:00Z', 'de')).toBe('1. Januar 2028');
  });

  it('shows nothing and warns for a bad value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatDisplayDate('31/12/2027', 'en')).toBe('');
    expect(formatDisplayDate(null, 'de')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the other date forms', () => {
  it('writes a moment with its time in Johannesburg', () => {
    const instant = new Date('2026-09-04T12:30:00Z');
    expect(formatDateTime(instant, 'de')).toBe('4. September 2026 um 14:30 GMT+2');
    expect(formatDateTime(instant, 'en')).toBe('4 September 2026 at 14:30 GMT+2');
  });

  it('names a day with its weekday, months and months of a year', () => {
    expect(formatDayWithWeekday('2026-06-06', 'de')).toBe('Sa., 6. Juni 2026');
    expect(formatDayWithWeekday('2026-06-06', 'en')).toBe('Sat, 6 June 2026');
    expect(monthName(3, 'de')).toBe('März');
    expect(monthName(9, 'en', 'short')).toBe('Sept');
    expect(monthYear(10, 2026, 'de')).toBe('Oktober 2026');
    expect(monthYear(10, 2026, 'en')).toBe('October 2026');
  });
});

describe('parseDateInput', () => {
  it('reads every format a hint in either language asks for, as the 5th of March 2018', () => {
    const hints = [
      'wizard.details.childBirthHint',
      'personalise.date.childFormat',
      'landing.form.childBirthHint',
    ] as const;
    for (const locale of ['en', 'de'] as const) {
      for (const key of hints) {
        for (const format of MESSAGES[locale][key].split(/ or | oder /)) {
          const example = format
            .replace(/DD|TT/, '05')
            .replace('MM', '03')
            .replace(/YYYY|JJJJ/, '2018');
          expect(parseDateInput(example), `${locale} ${key}: ${format}`).toEqual({ ok: true, date: '2018-03-05' });
        }
      }
    }
  });

  it('asks Germans for TT.MM.JJJJ', () => {
    expect(MESSAGES.de['wizard.details.childBirthHint']).toBe('TT.MM.JJJJ');
    expect(MESSAGES.de['personalise.date.childFormat']).toBe('TT.MM.JJJJ');
    expect(MESSAGES.de['landing.form.childBirthHint']).toBe('TT.MM.JJJJ');
  });
});

describe('one place for dates', () => {
  it('no other source file formats a date itself', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const allowed = new Set([join('lib', 'dates.ts'), join('lib', 'intl.ts')]);
    const offenders = files.filter(
      (file) =>
        !allowed.has(file) &&
        /DateTimeFormat|dateTimeFormat\(|toLocale(Date|Time)String|toLocaleString\([^)]*\{[^}]*(day|month)/.test(
          readFileSync(join(root, file), 'utf8'),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
