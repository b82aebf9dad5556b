import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact';
import { CustomerSchema, WizardEnquirySchema } from './enquiry';
import { NewsletterSchema } from './newsletter';
import { containsUncleanText, isCleanText, TEXT_MESSAGE, text } from './text';
import { withoutUncleanText } from './text-rule';

describe('the text rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', '\u001b[31m'],
    ['delete', 'a\u007f'],
    ['lone high surrogate', 'a\uD800b'],
    ['lone low surrogate', 'a\uDC00'],
    ['high surrogate at the end', 'abc\uDBFF'],
    ['two high surrogates', '\uD800\uD800\uDC00'],
  ])('refuses %s', (_name, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(text().safeParse(value).error?.issues[0]?.message).toBe(TEXT_MESSAGE);
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['umlauts and quotes', 'Grüße „Sie“'],
    ['an emoji (a surrogate pair)', 'Safari \u{1F981}'],
    ['tab, line feed and carriage return', 'one\ttwo\r\nthree'],
    ['empty', ''],
  ])('accepts %s', (_name, value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it('drops what breaks the rule when a value is filtered rather than refused', () => {
    expect(withoutUncleanText('Ok\u0000a\uD800va\u0007ngo \u{1F981}\tx')).toBe('Okavango \u{1F981}\tx');
  });

  it('finds a bad string anywhere inside a value', () => {
    expect(containsUncleanText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe(true);
    expect(containsUncleanText({ a: [{ b: 'ok' }], n: 1 })).toBe(false);
  });
});

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+4420794600',
  message: 'Hi',
};
const customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+4420794600' };

describe('every form schema refuses NUL and lone surrogates in each string field', () => {
  const cases = [
    ...Object.keys(contact).map((field) => ['contact', ContactSchema, contact, field] as const),
    ['contact', ContactSchema, contact, 'country'] as const,
    ['newsletter', NewsletterSchema, { email: 'ada@example.com' }, 'email'] as const,
    ...[...Object.keys(customer), 'promoCode', 'comments'].map(
      (field) => ['customer', CustomerSchema, customer, field] as const,
    ),
  ];
  it.each(cases)('%s: %s', (_form, schema, valid, field) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const bad of ['Ada\u0000', 'Ada\uD800']) {
      const issues = schema.safeParse({ ...valid, [field]: bad }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, TEXT_MESSAGE]]);
    }
  });

  it('the wizard: destinations and children too', () => {
    const bad = WizardEnquirySchema.safeParse({
      ...customer,
      destinations: ['botswana\u0000'],
      children: [{ dateOfBirth: '2020-01-01\uD800' }],
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['destinations.0', TEXT_MESSAGE],
      ['children.0.dateOfBirth', TEXT_MESSAGE],
    ]);
  });
});
