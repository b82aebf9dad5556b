import { describe, expect, it } from 'vitest';
import { ChildSchema } from './enquiry';
import { parseChildDate, realDate } from './enquiry-values';

describe('child dates of birth (spec 3 §5, decision 024)', () => {
  it('accepts DD-MM-YYYY and YYYY-MM-DD and gives YYYY-MM-DD', () => {
    expect(parseChildDate('12-05-2016')).toEqual({ ok: true, date: '2016-05-12' });
    expect(parseChildDate(' 2016-05-12 ')).toEqual({ ok: true, date: '2016-05-12' });
  });

  it('accepts the German TT.MM.JJJJ, with or without leading zeros', () => {
    expect(parseChildDate('05.03.2018')).toEqual({ ok: true, date: '2018-03-05' });
    expect(parseChildDate('5.3.2018')).toEqual({ ok: true, date: '2018-03-05' });
    expect(parseChildDate('31.02.2018')).toEqual({ ok: false, error: 'validation.dateInvalid' });
  });

  it('names the three mistakes', () => {
    expect(parseChildDate('29-02-2015')).toEqual({ ok: false, error: 'validation.dateInvalid' });
    expect(parseChildDate('2016-5-12')).toEqual({ ok: false, error: 'validation.dateFormat' });
    expect(parseChildDate('2016.05.12')).toEqual({ ok: false, error: 'validation.dateUnsupported' });
    expect(parseChildDate('05.03.18')).toEqual({ ok: false, error: 'validation.dateUnsupported' });
    // Slashes stay refused: 03/05/2018 is a different day in Britain and the US.
    expect(parseChildDate('12/05/2016')).toEqual({ ok: false, error: 'validation.dateUnsupported' });
  });

  it('knows leap years', () => {
    expect(realDate(2016, 2, 29)).toBe('2016-02-29');
    expect(realDate(2100, 2, 29)).toBeNull();
  });
});

describe('the shared child schema (forms and API)', () => {
  it('gives the German date on as YYYY-MM-DD', () => {
    expect(ChildSchema.parse({ dateOfBirth: '05.03.2018' })).toEqual({ dateOfBirth: '2018-03-05' });
    expect(ChildSchema.safeParse({ dateOfBirth: '05/03/2018' }).error?.issues[0]?.message).toBe(
      'validation.dateUnsupported',
    );
  });
});
