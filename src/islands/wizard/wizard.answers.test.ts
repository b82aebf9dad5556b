import { describe, expect, it } from 'vitest';
import {
  type Answers,
  addDays,
  applyTravellingType,
  daysBetween,
  earliestStart,
  emptyAnswers,
  fixedDates,
  hasDateAnswer,
  monthOptions,
  setAdults,
  setChildCount,
  startRange,
  toggle,
} from './wizard.answers';

const answers = (change: Partial<Answers> = {}): Answers => ({ ...emptyAnswers('CHF'), ...change });
// Local dates: the wizard works in the visitor's calendar.
const today = new Date(2026, 10, 22, 15, 30);

describe('calendar helpers', () => {
  it('offers this month and the next 17', () => {
    const months = monthOptions(today);
    expect(months).toHaveLength(18);
    expect(months[0]).toBe('2026-11');
    expect(months[2]).toBe('2027-01');
    expect(months.at(-1)).toBe('2028-04');
  });

  it('starts trips tomorrow at the earliest', () => {
    expect(earliestStart(today)).toBe('2026-11-23');
    expect(earliestStart(new Date(2026, 11, 31, 23, 0))).toBe('2027-01-01');
  });

  it('limits a start day to the month and the future', () => {
    expect(startRange('2026-11', today)).toEqual({ min: '2026-11-23', max: '2026-11-30' });
    expect(startRange('2028-02', today)).toEqual({ min: '2028-02-01', max: '2028-02-29' });
  });

  it('counts days across a daylight-saving change without drift', () => {
    expect(daysBetween('2027-03-20', '2027-04-03')).toBe(14);
    expect(addDays('2027-10-25', 14)).toBe('2027-11-08');
  });
});

describe('dates the answers pin down', () => {
  it('exact dates need both days in order', () => {
    expect(fixedDates(answers({ dateMode: 'exact', startDate: '2027-03-01', endDate: '2027-03-15' }))).toEqual({
      start: '2027-03-01',
      end: '2027-03-15',
    });
    expect(fixedDates(answers({ dateMode: 'exact', startDate: '2027-03-01' }))).toBeNull();
    expect(fixedDates(answers({ dateMode: 'exact', startDate: '2027-03-15', endDate: '2027-03-01' }))).toBeNull();
  });

  it('a start day in the chosen month ends after the duration’s nights', () => {
    const month = { dateMode: 'unsure' as const, month: '2027-03', startDay: '2027-03-06' };
    expect(fixedDates(answers({ ...month, duration: 'THREE_WEEKS' }))).toEqual({
      start: '2027-03-06',
      end: '2027-03-27',
    });
    expect(fixedDates(answers({ ...month, duration: 'MORE_THAN_THREE_WEEKS' }))?.end).toBe('2027-03-30');
    // Without a duration the engine's default of two weeks applies.
    expect(fixedDates(answers(month))?.end).toBe('2027-03-20');
    expect(fixedDates(answers({ ...month, startDay: '2027-04-02' }))).toBeNull();
    expect(fixedDates(answers({ ...month, startDay: null }))).toBeNull();
  });

  it('knows when there is something for the date choice', () => {
    expect(hasDateAnswer(answers())).toBe(false);
    expect(hasDateAnswer(answers({ dateMode: 'unsure' }))).toBe(false);
    expect(hasDateAnswer(answers({ dateMode: 'unsure', month: '2027-01' }))).toBe(true);
    expect(hasDateAnswer(answers({ dateMode: 'exact', startDate: '2027-01-02', endDate: '2027-01-09' }))).toBe(true);
  });
});

describe('who travels', () => {
  it('fills in what a travelling type makes obvious', () => {
    expect(applyTravellingType(answers({ adults: 4, children: ['2015-01-01'] }), 'ALONE')).toMatchObject({
      travellingType: 'ALONE',
      adults: 1,
      children: [],
    });
    expect(applyTravellingType(answers({ adults: 1 }), 'PARTNER')).toMatchObject({ adults: 2, children: [] });
    expect(applyTravellingType(answers({ children: ['2015-01-01', ''] }), 'FAMILY').children).toHaveLength(2);
    expect(applyTravellingType(answers({ adults: 2 }), 'GROUP').adults).toBe(4);
    expect(applyTravellingType(answers({ adults: 6 }), 'GROUP').adults).toBe(6);
  });

  it('adds no child for "with family": the visitor says how many (docs/decisions/020)', () => {
    const family = applyTravellingType(answers({ adults: 2 }), 'FAMILY');
    expect(family).toMatchObject({ travellingType: 'FAMILY', adults: 2, children: [], familyRoom: false });
    // The first child the visitor adds on a family trip ticks the family room; they may untick it.
    expect(setChildCount(family, 1)).toMatchObject({ children: [''], familyRoom: true });
    expect(setChildCount({ ...setChildCount(family, 1), familyRoom: false }, 2).familyRoom).toBe(false);
    expect(setChildCount(answers({ travellingType: 'GROUP' }), 1).familyRoom).toBe(false);
  });

  it('keeps typed dates of birth when the number of children changes', () => {
    const two = setChildCount(answers({ children: ['01-02-2015'] }), 2);
    expect(two.children).toEqual(['01-02-2015', '']);
    expect(setChildCount(two, 1).children).toEqual(['01-02-2015']);
    expect(setChildCount(answers({ children: [''], familyRoom: true }), 0).familyRoom).toBe(false);
    expect(setChildCount(answers(), 99).children).toHaveLength(8);
  });

  it('keeps adults between 1 and 12', () => {
    expect(setAdults(answers(), 0).adults).toBe(1);
    expect(setAdults(answers(), 13).adults).toBe(12);
  });

  it('toggles a choice up to the limit', () => {
    expect(toggle(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a', 2)).toEqual(['b']);
    expect(toggle(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});
