import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlCaller } from '../../../../tests/setup/graphql';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { leads, quotes } from '../../db/schema';
import { buildQuoteFixture, type QuoteFixture } from '../quote/quote.fixture';
import { daysFromToday, monthsAhead, writtenRows } from './enquiry.test-helpers';

const database = setupTestDatabase();
const call = graphqlCaller(() => database.db);
let fixture: QuoteFixture;

beforeAll(async () => {
  fixture = await buildQuoteFixture(database.db);
});

const WIZARD = `mutation mutateMakeWizardEnquiry($enquiry: WizardEnquiryInput!, $id: String, $referralCode: String) {
  makeWizardEnquiry(enquiry: $enquiry, id: $id, referralCode: $referralCode) { ok status reference quoteId quotePath message }
}`;
interface Result {
  makeWizardEnquiry: {
    ok: boolean;
    status: string;
    reference: string | null;
    quoteId: number | null;
    quotePath: string | null;
    message: string | null;
  };
}

const later = monthsAhead(4);
let runs = 0;
const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '+34 600 504 050',
  dates: { exact: false, month: later.month, year: later.year, duration: 'ONE_WEEK', flightBooked: false },
  destinations: ['botswana'],
  themes: ['safari'],
  travellingType: 'FAMILY',
  adults: 2,
  children: [{ dateOfBirth: '02-04-2018' }],
  familyRoom: true,
  budget: 9_000,
  budgetCurrency: 'EUR',
  submissionId: `graphql-run-${++runs}`,
  ...overrides,
});

describe('makeWizardEnquiry', () => {
  it('answers with the new quote’s address and a message in the caller’s language', async () => {
    const answer = await call<Result>(WIZARD, { enquiry: enquiry(), referralCode: 'friend-42' }, 'de');
    const result = answer.data?.makeWizardEnquiry;
    expect(answer.errors).toBeUndefined();
    expect(result).toMatchObject({ ok: true, status: 'QUOTED', message: 'Ihr Angebot ist fertig.' });
    expect(result?.quotePath).toBe(`/de/q/${result?.reference}-${result?.quoteId}`);
    const [quote] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, result?.quoteId ?? 0));
    expect(quote).toMatchObject({ reference: result?.reference, locale: 'de', tripId: fixture.safariTrip.trip.id });
    const [lead] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, quote?.leadId ?? 0));
    expect(lead).toMatchObject({ kind: 'WIZARD', status: 'QUOTED', referralCode: 'friend-42', locale: 'de' });
    expect(lead?.enquiry).toMatchObject({ adults: 2, children: [{ dateOfBirth: '2018-04-02' }], familyRoom: true });
  });

  it('starts from the trip given by id', async () => {
    const answer = await call<Result>(WIZARD, {
      enquiry: enquiry({ destinations: [], themes: [] }),
      id: String(fixture.beachTrip.trip.id),
    });
    const [quote] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, answer.data?.makeWizardEnquiry.quoteId ?? 0));
    expect(quote?.tripId).toBe(fixture.beachTrip.trip.id);
  });

  it('tells the visitor a consultant prepares the quote when none can be built', async () => {
    const answer = await call<Result>(WIZARD, { enquiry: enquiry({ adults: 12, children: [] }) });
    expect(answer.data?.makeWizardEnquiry).toEqual({
      ok: true,
      status: 'MANUAL',
      reference: null,
      quoteId: null,
      quotePath: null,
      message: 'Thank you! A consultant will prepare your quote by hand and get in touch with you shortly.',
    });
  });

  it('makes one lead and one quote of two identical submissions sent together', async () => {
    const before = await writtenRows(database.db);
    const same = enquiry({ submissionId: 'together-123456' });
    const [a, b] = await Promise.all([
      call<Result>(WIZARD, { enquiry: same }),
      call<Result>(WIZARD, { enquiry: same }),
    ]);
    expect(a.data?.makeWizardEnquiry.status).toBe('QUOTED');
    expect(b.data).toEqual(a.data);
    const after = await writtenRows(database.db);
    expect(after['leads']).toBe((before['leads'] ?? 0) + 1);
    expect(after['quotes']).toBe((before['quotes'] ?? 0) + 1);
  });

  const tooMany = <T>(count: number, value: T) => Array.from({ length: count }, () => value);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty first name', { firstName: '' }, 'enquiry.firstName', 'This field is required'],
    ['a blank last name', { lastName: '  ' }, 'enquiry.lastName', 'This field is required'],
    ['a bad e-mail', { email: 'ana-at-example' }, 'enquiry.email', 'This has to be a valid email'],
    ['a bad phone', { phone: 'call me' }, 'enquiry.phone', 'This has to be a valid phone number e.g. +34600504050'],
    ['a long promo code', { promoCode: 'X'.repeat(41) }, 'enquiry.promoCode', 'This is too long'],
    [
      'an unknown way to reach the visitor',
      { preferredCommunication: 'FAX' },
      'enquiry.preferredCommunication',
      'This value is not valid',
    ],
    ['long comments', { comments: 'x'.repeat(5001) }, 'enquiry.comments', 'This is too long'],
    [
      'exact dates without a start',
      { dates: { exact: true, endDate: daysFromToday(90) } },
      'enquiry.dates.startDate',
      'This field is required',
    ],
    [
      'exact dates without an end',
      { dates: { exact: true, startDate: daysFromToday(90) } },
      'enquiry.dates.endDate',
      'This field is required',
    ],
    [
      'a start in another format',
      { dates: { exact: true, startDate: '01/05/2030', endDate: '2030-05-10' } },
      'enquiry.dates.startDate',
      'Date must be in DD-MM-YYYY or YYYY-MM-DD format',
    ],
    [
      'an end that does not exist',
      { dates: { exact: true, startDate: '2030-02-20', endDate: '2030-02-30' } },
      'enquiry.dates.endDate',
      'Invalid date provided',
    ],
    [
      'an end before the start',
      { dates: { exact: true, startDate: '2030-05-10', endDate: '2030-05-01' } },
      'enquiry.dates.endDate',
      'The departure date must be after the arrival date',
    ],
    [
      'a start in the past',
      { dates: { exact: true, startDate: '2020-05-01', endDate: '2020-05-10' } },
      'enquiry.dates.startDate',
      'Please choose a date after today',
    ],
    [
      'a trip too long',
      { dates: { exact: true, startDate: daysFromToday(30), endDate: daysFromToday(120) } },
      'enquiry.dates.endDate',
      'This value is out of range',
    ],
    ['month 13', { dates: { month: 13, year: later.year } }, 'enquiry.dates.month', 'This value is out of range'],
    ['a month without a year', { dates: { month: 5 } }, 'enquiry.dates.year', 'This field is required'],
    ['year 1999', { dates: { month: 5, year: 1999 } }, 'enquiry.dates.year', 'This value is out of range'],
    [
      'a month that is over',
      { dates: { month: 1, year: 2020 } },
      'enquiry.dates.month',
      'Please choose a date after today',
    ],
    [
      'an unknown duration',
      { dates: { month: later.month, year: later.year, duration: 'FOREVER' } },
      'enquiry.dates.duration',
      'This value is not valid',
    ],
    [
      'an unknown destination',
      { destinations: ['atlantis'] },
      'enquiry.destinations.0',
      'This value does not exist in our catalogue',
    ],
    [
      'a destination that is not a slug',
      { destinations: ['Okavango Delta'] },
      'enquiry.destinations.0',
      'This value does not exist in our catalogue',
    ],
    [
      'too many destinations',
      { destinations: tooMany(13, 'botswana') },
      'enquiry.destinations',
      'This value is out of range',
    ],
    ['an unknown theme', { themes: ['opera'] }, 'enquiry.themes.0', 'This value does not exist in our catalogue'],
    ['too many themes', { themes: tooMany(13, 'safari') }, 'enquiry.themes', 'This value is out of range'],
    ['an unknown travelling type', { travellingType: 'COUPLE' }, 'enquiry.travellingType', 'This value is not valid'],
    ['no adults', { adults: 0 }, 'enquiry.adults', 'This value is out of range'],
    ['too many adults', { adults: 13 }, 'enquiry.adults', 'This value is out of range'],
    [
      'too many children',
      { children: tooMany(9, { dateOfBirth: '2018-01-01' }) },
      'enquiry.children',
      'This value is out of range',
    ],
    [
      'an empty birth date',
      { children: [{ dateOfBirth: '' }] },
      'enquiry.children.0.dateOfBirth',
      'This field is required',
    ],
    [
      'a birth date with slashes',
      { children: [{ dateOfBirth: '02/04/2018' }] },
      'enquiry.children.0.dateOfBirth',
      'Unsupported date format. Use DD-MM-YYYY or YYYY-MM-DD',
    ],
    [
      'a birth date with a short year',
      { children: [{ dateOfBirth: '02-04-18' }] },
      'enquiry.children.0.dateOfBirth',
      'Date must be in DD-MM-YYYY or YYYY-MM-DD format',
    ],
    [
      'a birth date that does not exist',
      { children: [{ dateOfBirth: '31-02-2018' }] },
      'enquiry.children.0.dateOfBirth',
      'Invalid date provided',
    ],
    [
      'a child not born yet',
      { children: [{ dateOfBirth: daysFromToday(30) }] },
      'enquiry.children.0.dateOfBirth',
      'Invalid date provided',
    ],
    ['a negative budget', { budget: -5 }, 'enquiry.budget', 'This value is out of range'],
    ['a budget too large', { budget: 2_000_000 }, 'enquiry.budget', 'This value is out of range'],
    ['a currency not offered', { budgetCurrency: 'XYZ' }, 'enquiry.budgetCurrency', 'This currency is not offered'],
    ['a bad submission id', { submissionId: 'short' }, 'enquiry.submissionId', 'This value is not valid'],
  ];
  for (const [what, change, field, message] of cases) {
    it(`refuses ${what}, naming the field, and writes nothing`, async () => {
      const before = await writtenRows(database.db);
      const answer = await call(WIZARD, { enquiry: enquiry(change) });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fields).toContainEqual({ field, message });
      expect(await writtenRows(database.db)).toEqual(before);
    });
  }

  const argumentCases: [string, Record<string, unknown>, string, string][] = [
    ['a trip id that is not a number', { id: 'abc' }, 'id', 'This value is not valid'],
    ['an unknown trip id', { id: '999999' }, 'id', 'This value does not exist in our catalogue'],
    ['a bad referral code', { referralCode: 'no spaces!' }, 'referralCode', 'This value is not valid'],
  ];
  for (const [what, args, field, message] of argumentCases) {
    it(`refuses ${what} and writes nothing`, async () => {
      const before = await writtenRows(database.db);
      const answer = await call(WIZARD, { enquiry: enquiry(), ...args });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(answer.errors?.[0]?.extensions?.fields).toContainEqual({ field, message });
      expect(await writtenRows(database.db)).toEqual(before);
    });
  }

  it('refuses values of the wrong type before anything runs', async () => {
    const before = await writtenRows(database.db);
    for (const change of [
      { familyRoom: 'yes' },
      { adults: 'two' },
      { dates: { exact: 'yes' } },
      { dates: { flightBooked: 'no' } },
      { budget: 12.5 },
    ]) {
      const answer = await call(WIZARD, { enquiry: enquiry(change) });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/got invalid value/);
    }
    expect(await writtenRows(database.db)).toEqual(before);
  });

  it('answers in German with every bad field', async () => {
    const answer = await call(WIZARD, { enquiry: enquiry({ firstName: '', phone: '12' }) }, 'de');
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'enquiry.firstName', message: 'Dieses Feld ist erforderlich' },
      { field: 'enquiry.phone', message: 'Dies muss eine gültige Telefonnummer sein, z. B. +34600504050' },
    ]);
  });
});
