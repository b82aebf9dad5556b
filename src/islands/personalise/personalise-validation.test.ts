import { describe, expect, it } from 'vitest';
import { dateIsValid, partyOf, readChild, validateCustomer, validateDate } from './personalise-validation';

const today = '2027-03-01';
const valid = { startDate: '2027-04-01', adults: 2, children: [] };

describe('validateDate', () => {
  it('accepts a start from tomorrow on with one to twelve adults', () => {
    expect(dateIsValid(validateDate(valid, today))).toBe(true);
    expect(dateIsValid(validateDate({ ...valid, startDate: '2027-03-02' }, today))).toBe(true);
  });

  it("renders on the server, where the visitor's day is not known yet, without judging the date", () => {
    expect(validateDate({ ...valid, startDate: '2020-01-01' }, '').startDate).toBeUndefined();
    expect(validateDate({ ...valid, startDate: '' }, '').startDate).toBe('validation.required');
  });

  it('names what is wrong with the start date and the adults', () => {
    expect(validateDate({ ...valid, startDate: '' }, today).startDate).toBe('validation.required');
    expect(validateDate({ ...valid, startDate: '2027-02-30' }, today).startDate).toBe('validation.dateInvalid');
    expect(validateDate({ ...valid, startDate: '2027-03-01' }, today).startDate).toBe('personalise.date.tooEarly');
    expect(validateDate({ ...valid, adults: 0 }, today).adults).toBe('validation.outOfRange');
    expect(validateDate({ ...valid, adults: 13 }, today).adults).toBe('validation.outOfRange');
  });

  it("checks each child's date of birth with the enquiry's messages", () => {
    const errors = validateDate(
      { ...valid, children: ['05-06-2016', '2016/06/05', '31-02-2016', '', '2027-03-20'] },
      today,
    );
    expect(errors.children).toEqual([
      undefined,
      'validation.dateUnsupported',
      'validation.dateInvalid',
      'validation.required',
      'validation.dateInvalid',
    ]);
  });
});

describe('partyOf', () => {
  it('normalises the dates of birth and leaves out the unreadable ones', () => {
    expect(readChild('05-06-2016')).toEqual({ ok: true, date: '2016-06-05' });
    expect(partyOf({ adults: 2, children: ['05-06-2016', 'soon'] })).toEqual({ adults: 2, children: ['2016-06-05'] });
  });
});

describe('validateCustomer', () => {
  const customer = {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+34 600 504 050',
    promoCode: '',
    preferredCommunication: 'EMAIL' as const,
    comments: '',
  };

  it('accepts a complete customer, promo code and comments optional', () => {
    expect(validateCustomer(customer)).toEqual({});
  });

  it('gives the spec messages for missing and malformed fields', () => {
    expect(validateCustomer({ ...customer, firstName: ' ', email: 'ana-at-example', phone: 'call me' })).toEqual({
      firstName: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
    });
  });
});
