import { describe, expect, it } from 'vitest';
import { type Answers, emptyAnswers } from './wizard.answers';
import { validateEnquiry, validateScreen } from './wizard.validation';

const today = new Date(2026, 10, 22, 10, 0);
const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+34600504050' };
const answers = (change: Partial<Answers> = {}): Answers => ({ ...emptyAnswers('EUR'), ...change });
const keys = (errors: ReturnType<typeof validateScreen>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.key]));

describe('dates step', () => {
  const exact = { step: 'dates', sub: 'exact' } as const;

  it('needs both exact dates, in order', () => {
    expect(keys(validateScreen(exact, answers(), today))).toEqual({
      startDate: 'validation.required',
      endDate: 'validation.required',
    });
    expect(keys(validateScreen(exact, answers({ startDate: '2027-03-10', endDate: '2027-03-10' }), today))).toEqual({
      endDate: 'validation.dateOrder',
    });
    expect(validateScreen(exact, answers({ startDate: '2027-03-01', endDate: '2027-03-15' }), today)).toEqual({});
  });

  it('refuses a start before tomorrow and trips over 60 nights', () => {
    expect(keys(validateScreen(exact, answers({ startDate: '2026-11-22', endDate: '2026-12-01' }), today))).toEqual({
      startDate: 'wizard.dates.past',
    });
    expect(validateScreen(exact, answers({ startDate: '2027-01-01', endDate: '2027-03-05' }), today)).toEqual({
      endDate: { key: 'wizard.dates.tooLong', values: { count: 60 } },
    });
  });

  it('needs an answer to each "not sure" question on Next', () => {
    expect(keys(validateScreen({ step: 'dates', sub: 'unsure' }, answers(), today))).toEqual({
      month: 'validation.required',
    });
    expect(keys(validateScreen({ step: 'dates', sub: 'duration' }, answers(), today))).toEqual({
      duration: 'validation.required',
    });
    expect(keys(validateScreen({ step: 'dates', sub: 'flight' }, answers(), today))).toEqual({
      flightBooked: 'validation.required',
    });
    expect(validateScreen({ step: 'dates', sub: 'flight' }, answers({ flightBooked: false }), today)).toEqual({});
  });
});

describe('date choice', () => {
  const month = { dateMode: 'unsure' as const, month: '2026-11' };

  it('accepts "flexible" and a start day inside the month', () => {
    expect(validateScreen({ step: 'choice' }, answers(month), today)).toEqual({});
    expect(validateScreen({ step: 'choice' }, answers({ ...month, startDay: '2026-11-25' }), today)).toEqual({});
  });

  it('refuses an empty start day, one outside the month, and one in the past', () => {
    expect(keys(validateScreen({ step: 'choice' }, answers({ ...month, startDay: '' }), today))).toEqual({
      startDay: 'validation.required',
    });
    expect(keys(validateScreen({ step: 'choice' }, answers({ ...month, startDay: '2026-12-02' }), today))).toEqual({
      startDay: 'wizard.choice.outsideMonth',
    });
    expect(keys(validateScreen({ step: 'choice' }, answers({ ...month, startDay: '2026-11-20' }), today))).toEqual({
      startDay: 'wizard.choice.outsideMonth',
    });
  });
});

describe('details step', () => {
  it('gives the spec’s three date messages and "required" for children', () => {
    const children = ['', '2016/05/12', '31-02-2016', '2016-5-1', '12-05-2016', '2016-05-12'];
    expect(keys(validateScreen({ step: 'details' }, answers({ children }), today))).toEqual({
      'children.0': 'validation.required',
      'children.1': 'validation.dateUnsupported',
      'children.2': 'validation.dateInvalid',
      'children.3': 'validation.dateFormat',
    });
  });

  it('refuses a date of birth after today', () => {
    expect(keys(validateScreen({ step: 'details' }, answers({ children: ['12-05-2030'] }), today))).toEqual({
      'children.0': 'validation.dateInvalid',
    });
  });

  it('checks the budget and destination slugs with the shared schema', () => {
    expect(keys(validateScreen({ step: 'details' }, answers({ budget: 'a lot' }), today))).toEqual({
      budget: 'validation.invalidValue',
    });
    expect(keys(validateScreen({ step: 'details' }, answers({ budget: '2000000' }), today))).toEqual({
      budget: 'validation.outOfRange',
    });
    expect(keys(validateScreen({ step: 'details' }, answers({ destinations: ['Not A Slug'] }), today))).toEqual({
      destinations: 'validation.unknownValue',
    });
    expect(validateScreen({ step: 'details' }, answers({ budget: '5000', destinations: ['botswana'] }), today)).toEqual(
      {},
    );
  });
});

describe('personal details', () => {
  it('requires name, e-mail and phone with the spec’s messages', () => {
    expect(keys(validateScreen({ step: 'personal' }, answers(), today))).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
    });
    expect(
      keys(validateScreen({ step: 'personal' }, answers({ ...person, email: 'ada@', phone: '12' }), today)),
    ).toEqual({ email: 'validation.email', phone: 'validation.phone' });
    expect(validateScreen({ step: 'personal' }, answers(person), today)).toEqual({});
  });
});

describe('the whole enquiry', () => {
  it('passes with skipped steps and finds a bad field left behind in another step', () => {
    expect(validateEnquiry(answers(person), ['dates', 'details'], 'abcdefgh-1234')).toEqual({});
    expect(keys(validateEnquiry(answers({ ...person, children: ['x'] }), [], 'abcdefgh-1234'))).toEqual({
      'children.0': 'validation.dateUnsupported',
    });
  });
});
