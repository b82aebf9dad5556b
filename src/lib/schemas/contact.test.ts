import { describe, expect, it } from 'vitest';
import { ContactSchema, isPhoneNumber } from './contact';

const valid = { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', message: 'Two weeks in Namibia?' };
const firstMessage = (input: Record<string, unknown>) =>
  ContactSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ContactSchema', () => {
  it('accepts the required fields and trims them; empty optional fields are not given', () => {
    expect(ContactSchema.parse({ ...valid, firstName: ' Ana ', phone: '', country: '', language: null })).toEqual({
      ...valid,
      phone: undefined,
      country: undefined,
      language: undefined,
    });
  });

  it('names each missing required field with the spec message key', () => {
    expect(firstMessage({})).toEqual([
      ['firstName', 'validation.required'],
      ['lastName', 'validation.required'],
      ['email', 'validation.required'],
      ['message', 'validation.required'],
    ]);
    expect(firstMessage({ ...valid, message: '   ' })).toEqual([['message', 'validation.required']]);
  });

  it('checks the e-mail and, when given, the phone number', () => {
    expect(firstMessage({ ...valid, email: 'ana-at-example' })).toEqual([['email', 'validation.email']]);
    expect(firstMessage({ ...valid, phone: 'call me' })).toEqual([['phone', 'validation.phone']]);
    expect(ContactSchema.parse({ ...valid, phone: '+34 600 504 050' }).phone).toBe('+34 600 504 050');
  });

  it('bounds every text and the language', () => {
    expect(firstMessage({ ...valid, lastName: 'x'.repeat(101) })).toEqual([['lastName', 'validation.tooLong']]);
    expect(firstMessage({ ...valid, message: 'x'.repeat(5001) })).toEqual([['message', 'validation.tooLong']]);
    expect(firstMessage({ ...valid, language: 'fr' })).toEqual([['language', 'validation.language']]);
  });
});

describe('isPhoneNumber', () => {
  it('takes the usual ways of writing a number, with 7 to 15 digits', () => {
    for (const number of ['+34600504050', '+41 44 123 45 67', '(021) 555-0199', '079/123.45.67']) {
      expect(isPhoneNumber(number), number).toBe(true);
    }
    for (const number of ['12345', '+1234567890123456', '+34 600 ABC', '++34600504050', '']) {
      expect(isPhoneNumber(number), number).toBe(false);
    }
  });
});
