import { describe, expect, it } from 'vitest';
import { WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { type Answers, emptyAnswers } from './wizard.answers';
import { buildEnquiryInput, submissionKey, travelDates } from './wizard.input';

const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+34600504050' };
const answers = (change: Partial<Answers> = {}): Answers => ({ ...emptyAnswers('EUR'), ...person, ...change });

describe('travel dates for the mutation', () => {
  it('sends exact dates with the flight answer', () => {
    expect(
      travelDates(
        answers({ dateMode: 'exact', startDate: '2027-03-01', endDate: '2027-03-15', flightBooked: true }),
        [],
      ),
    ).toEqual({ exact: true, startDate: '2027-03-01', endDate: '2027-03-15', flightBooked: true });
  });

  it('drops incomplete exact dates instead of sending something the server would refuse', () => {
    expect(travelDates(answers({ dateMode: 'exact', startDate: '2027-03-01' }), [])).toEqual({
      exact: false,
      flightBooked: null,
    });
  });

  it('sends month, year and duration on the "not sure" path', () => {
    expect(
      travelDates(answers({ dateMode: 'unsure', month: '2027-06', duration: 'TWO_WEEKS', flightBooked: false }), []),
    ).toEqual({ exact: false, month: 6, year: 2027, duration: 'TWO_WEEKS', flightBooked: false });
  });

  it('makes the dates exact when a start day was chosen, keeping what was said first', () => {
    const chosen = answers({ dateMode: 'unsure', month: '2027-06', duration: 'ONE_WEEK', startDay: '2027-06-12' });
    expect(travelDates(chosen, [])).toEqual({
      exact: true,
      startDate: '2027-06-12',
      endDate: '2027-06-19',
      month: 6,
      year: 2027,
      duration: 'ONE_WEEK',
      flightBooked: null,
    });
    // A skipped date choice means "flexible".
    expect(travelDates(chosen, ['choice'])).toMatchObject({ exact: false, month: 6 });
  });

  it('sends nothing about dates when the step was skipped', () => {
    expect(travelDates(answers({ dateMode: 'unsure', month: '2027-06' }), ['dates'])).toEqual({ exact: false });
  });
});

describe('the enquiry input', () => {
  const full = answers({
    dateMode: 'unsure',
    month: '2027-06',
    duration: 'TWO_WEEKS',
    flightBooked: false,
    destinations: ['botswana', 'okavango-delta'],
    themes: ['safari'],
    travellingType: 'FAMILY',
    adults: 2,
    children: ['12-05-2016'],
    familyRoom: true,
    budget: "12'000",
    budgetCurrency: 'CHF',
    promoCode: '  ',
    comments: ' Quiet lodges please ',
  });

  it('carries every answer, children normalised to YYYY-MM-DD, and passes the shared schema', () => {
    const input = buildEnquiryInput(full, [], 'run-1234abcd');
    expect(input).toMatchObject({
      ...person,
      promoCode: null,
      comments: 'Quiet lodges please',
      preferredCommunication: 'EMAIL',
      destinations: ['botswana', 'okavango-delta'],
      themes: ['safari'],
      travellingType: 'FAMILY',
      adults: 2,
      children: [{ dateOfBirth: '2016-05-12' }],
      familyRoom: true,
      budget: 12_000,
      budgetCurrency: 'CHF',
      submissionId: 'run-1234abcd',
    });
    expect(WizardEnquirySchema.safeParse(input).success).toBe(true);
  });

  it('leaves a skipped details step to the server’s defaults', () => {
    const input = buildEnquiryInput(full, ['details'], null);
    expect(input).toMatchObject({
      destinations: [],
      themes: [],
      travellingType: null,
      adults: 2,
      children: [],
      familyRoom: false,
      budget: null,
      budgetCurrency: null,
    });
  });

  it('sends a child date that does not parse as typed, so the schema names the mistake', () => {
    const input = buildEnquiryInput(answers({ children: ['2016/05/12'] }), [], null);
    expect(input.children).toEqual([{ dateOfBirth: '2016/05/12' }]);
    const result = WizardEnquirySchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe('validation.dateUnsupported');
  });

  it('asks no family room without children, and no currency without a budget', () => {
    const input = buildEnquiryInput(answers({ familyRoom: true, budget: 'lots' }), [], null);
    expect(input.familyRoom).toBe(false);
    expect(input.budget).toBeNull();
    expect(input.budgetCurrency).toBeNull();
  });

  it('identifies a submission by its content, not by its id', () => {
    const a = buildEnquiryInput(full, [], 'id-aaaaaaaa');
    const b = buildEnquiryInput(full, [], 'id-bbbbbbbb');
    expect(submissionKey(a)).toBe(submissionKey(b));
    expect(submissionKey(buildEnquiryInput({ ...full, adults: 3 }, [], 'id-aaaaaaaa'))).not.toBe(submissionKey(a));
  });
});
