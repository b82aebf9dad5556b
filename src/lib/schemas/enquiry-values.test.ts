import { describe, expect, it } from 'vitest';
import { parseChildDate, realDate } from './enquiry-values';

describe('child dates of birth (spec 3 §5)', () => {
  it('accepts DD-MM-YYYY and YYYY-MM-DD and gives YYYY-MM-DD', () => {
    expect(parseChildDate('12-05-2016')).toEqual({ ok: true, date: '2016-05-12' });
    expect(parseChildDate(' 2016-05-12 ')).toEqual({ ok: true, date: '2016-05-12' });
  });

  it('names the three mistakes', () => {
    expect(parseChildDate('29-02-2015')).toEqual({ ok: false, error: 'validation.dateInvalid' });
    expect(parseChildDate('2016-5-12')).toEqual({ ok: false, error: 'validation.dateFormat' });
    expect(parseChildDate('12.05.2016')).toEqual({ ok: false, error: 'validation.dateUnsupported' });
    expect(parseChildDate('12/05/2016')).toEqual({ ok: false, error: 'validation.dateUnsupported' });
  });

  it('knows leap years', () => {
    expect(realDate(2016, 2, 29)).toBe('2016-02-29');
    expect(realDate(2100, 2, 29)).toBeNull();
  });
});
