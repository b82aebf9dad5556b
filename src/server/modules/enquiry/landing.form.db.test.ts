import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { leads, quotes } from '../../db/schema';
import { buildQuoteFixture } from '../quote/quote.fixture';
import { writtenRows } from './enquiry.test-helpers';
import {
  emptyLandingValues,
  LANDING_FIELDS,
  type LandingFormState,
  type LandingValues,
  monthChoices,
  submitLandingForm,
} from './landing.form';

const database = setupTestDatabase();
const now = new Date('2027-02-01T10:00:00Z');
let ids = 0;
const ctx = (overrides: { locale?: 'en' | 'de' } = {}) => ({
  locale: overrides.locale ?? ('en' as const),
  currency: 'EUR' as const,
  now,
  landingSlug: 'botswana',
  newSubmissionId: () => `fresh-id-${++ids}`,
});
const db = async () => database.db;

beforeAll(async () => {
  await buildQuoteFixture(database.db);
});

/** A filled form as the browser posts it: every value a string. */
const post = (overrides: Partial<LandingValues> = {}): LandingValues => ({
  ...emptyLandingValues({ source: 'newsletter', medium: 'email' }),
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '+34 600 504 050',
  month: '2027-06',
  duration: 'ONE_WEEK',
  adults: '2',
  child1: '02-04-2018',
  comments: 'A quiet camp, please.',
  ...overrides,
});

const errorsOf = (state: LandingFormState) =>
  state.status === 'invalid' ? Object.fromEntries(Object.entries(state.errors).map(([k, v]) => [k, v?.key])) : state;

describe('the landing-page enquiry form', () => {
  it('offers this month and the next 17', () => {
    const months = monthChoices(new Date('2027-11-30T23:00:00Z'));
    expect(months).toHaveLength(18);
    expect(months[0]).toBe('2027-11');
    expect(months[2]).toBe('2028-01');
    expect(months[17]).toBe('2029-04');
  });

  it('turns a valid post into a LANDING lead with a quote, keeping the campaign', async () => {
    const state = await submitLandingForm(post(), ctx({ locale: 'de' }), db);
    expect(state.status).toBe('quoted');
    if (state.status !== 'quoted') return;
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, state.quoteId));
    expect(quote?.reference).toBe(state.reference);
    const [lead] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, quote?.leadId ?? 0));
    expect(lead).toMatchObject({
      kind: 'LANDING',
      status: 'QUOTED',
      landingSlug: 'botswana',
      locale: 'de',
      currency: 'EUR',
      source: 'newsletter',
      medium: 'email',
      preferredCommunication: 'EMAIL',
      comments: 'A quiet camp, please.',
    });
    expect(lead?.enquiry).toMatchObject({
      destinations: ['botswana'],
      dates: { exact: false, month: 6, year: 2027, duration: 'ONE_WEEK' },
      adults: 2,
      children: [{ dateOfBirth: '2018-04-02' }],
    });
  });

  it('answers bad values field by field, keeps what was typed and writes nothing', async () => {
    const before = await writtenRows(database.db);
    const typed = post({
      firstName: ' ',
      email: 'ana@',
      phone: '12',
      adults: '',
      child1: '',
      child2: '2018/04/02',
      child3: '31-02-2018',
      preferredCommunication: 'FAX',
    });
    const state = await submitLandingForm(typed, ctx(), db);
    expect(errorsOf(state)).toEqual({
      firstName: 'validation.required',
      email: 'validation.email',
      phone: 'validation.phone',
      adults: 'validation.required',
      child2: 'validation.dateUnsupported',
      child3: 'validation.dateInvalid',
      preferredCommunication: 'validation.invalidValue',
    });
    if (state.status !== 'invalid') return;
    expect(state.values).toMatchObject({ email: 'ana@', phone: '12', child2: '2018/04/02', comments: typed.comments });
    // The form comes back with an id, so its next post (and a repeat of it) is one lead.
    expect(state.values.submissionId).toMatch(/^fresh-id-\d+$/);
    expect(await writtenRows(database.db)).toEqual(before);
  });

  it('puts the service’s checks next to the right box: a child born tomorrow, a month gone by', async () => {
    const before = await writtenRows(database.db);
    const state = await submitLandingForm(
      post({ month: '2027-01', child1: '', child2: '2027-02-02', submissionId: 'kept-id-123' }),
      ctx(),
      db,
    );
    expect(errorsOf(state)).toEqual({ month: 'enquiry.dateInPast', child2: 'validation.dateInvalid' });
    if (state.status === 'invalid') expect(state.values.submissionId).toBe('kept-id-123');
    expect(await writtenRows(database.db)).toEqual(before);
  });

  it('turns the same post sent twice into one lead (no id: by content and day)', async () => {
    const typed = post({ email: 'twice@example.com' });
    const first = await submitLandingForm(typed, ctx(), db);
    expect(first.status).toBe('quoted');
    const after = await writtenRows(database.db);
    const second = await submitLandingForm(typed, ctx(), db);
    expect(second).toEqual(first);
    expect(await writtenRows(database.db)).toEqual(after);
    expect(await database.db.select().from(leads).where(eq(leads.email, 'twice@example.com'))).toHaveLength(1);
  });

  it('recognises a repeated post by its submission id, even when a box changed', async () => {
    const first = await submitLandingForm(post({ email: 'retry@example.com', submissionId: 'retry-run-1' }), ctx(), db);
    const second = await submitLandingForm(
      post({ email: 'retry@example.com', submissionId: 'retry-run-1', comments: 'Edited.' }),
      ctx(),
      db,
    );
    expect(first.status).toBe('quoted');
    expect(second).toEqual(first);
    expect(await database.db.select().from(leads).where(eq(leads.email, 'retry@example.com'))).toHaveLength(1);
  });

  it('replaces a hidden submission id that is not valid with a fresh one, and still takes the post', async () => {
    for (const bad of ['1e15', 'x'.repeat(65), 'bad id with spaces', 'id\u0000nul-1234']) {
      const state = await submitLandingForm(
        post({ email: `bad-id-${bad.length}@example.com`, submissionId: bad }),
        ctx(),
        db,
      );
      expect(state.status).toBe('quoted');
    }
    const invalid = await submitLandingForm(post({ firstName: '', submissionId: '1e15' }), ctx(), db);
    expect(invalid.status).toBe('invalid');
    if (invalid.status === 'invalid') expect(invalid.values.submissionId).toMatch(/^fresh-id-\d+$/);
  });

  it('refuses NUL and lone surrogates in every box with the text message, and writes nothing', async () => {
    const before = await writtenRows(database.db);
    for (const field of LANDING_FIELDS) {
      for (const bad of ['Ana\u0000', 'Ana\uD800']) {
        const state = await submitLandingForm(post({ [field]: bad }), ctx({ locale: 'de' }), db);
        expect(errorsOf(state)).toEqual({ [field]: 'validation.text' });
      }
    }
    expect(await writtenRows(database.db)).toEqual(before);
  });

  it('drops hidden campaign values that are not clean text instead of failing', async () => {
    const state = await submitLandingForm(
      post({ email: 'campaign@example.com', source: 'news\u0000letter', medium: 'e\uD800mail' }),
      ctx(),
      db,
    );
    expect(state.status).toBe('quoted');
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, 'campaign@example.com'));
    expect(lead).toMatchObject({ source: null, medium: null });
  });
});
