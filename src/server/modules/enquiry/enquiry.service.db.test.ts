import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type WizardEnquiryInput, WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { consultants, leads, outbox, quoteLineItems, quotePayments, quotes, roomAvailability } from '../../db/schema';
import { clearCatalogueCache } from '../catalogue/memo';
import { buildQuoteFixture, type QuoteFixture } from '../quote/quote.fixture';
import { REFERENCE_PATTERN } from '../quote/quote.reference';
import { submitEnquiry } from './enquiry.service';
import { submitWizardEnquiry } from './wizard.service';

const database = setupTestDatabase();
let fixture: QuoteFixture;
const now = new Date('2027-02-01T10:00:00Z');
const ctx = { locale: 'en' as const, currency: 'EUR' as const, now };

beforeAll(async () => {
  fixture = await buildQuoteFixture(database.db);
});

let runs = 0;
const wizard = (overrides: Partial<WizardEnquiryInput> = {}) =>
  WizardEnquirySchema.parse({
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+34 600 504 050',
    dates: { exact: false, month: 6, year: 2027, duration: 'ONE_WEEK' },
    destinations: ['botswana'],
    themes: ['safari'],
    adults: 2,
    children: [{ dateOfBirth: '2018-04-02' }],
    submissionId: `service-run-${++runs}`,
    ...overrides,
  });

async function quoteOf(quoteId: number) {
  const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
  const items = await database.db.select().from(quoteLineItems).where(eq(quoteLineItems.quoteId, quoteId));
  const payments = await database.db.select().from(quotePayments).where(eq(quotePayments.quoteId, quoteId));
  if (!quote) throw new Error('no quote');
  return { quote, items, payments };
}

describe('submitWizardEnquiry', () => {
  it('stores the lead with a priced quote, a consultant and two outbox messages', async () => {
    const outcome = await submitWizardEnquiry(database.db, wizard(), {}, ctx);
    if (outcome.status !== 'QUOTED') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
    expect(outcome.reference).toMatch(REFERENCE_PATTERN);
    const { quote, items, payments } = await quoteOf(outcome.quoteId);
    expect(quote).toMatchObject({
      reference: outcome.reference,
      version: 1,
      status: 'QUOTED',
      tripId: fixture.safariTrip.trip.id,
      numberOfNights: 7,
      adults: 2,
      childrenBirthDates: ['2018-04-02'],
      currency: 'EUR',
      fxRate: '1.000000',
      expiryDays: 7,
      // Luangwa Lodge is flexible, Delta Camp moderate: the stricter one.
      cancellationPolicy: 'moderate',
    });
    expect(quote.startDate.startsWith('2027-06')).toBe(true);
    const content = quote.content as { stops: { numberOfNights: number; startDate: string; endDate: string }[] };
    expect(content.stops.map((stop) => stop.numberOfNights)).toEqual([3, 4]);
    expect(content.stops[0]?.startDate).toBe(quote.startDate);
    expect(content.stops[1]?.endDate).toBe(quote.endDate);
    const categories = new Set(items.map((item) => item.category));
    expect([...categories].sort()).toEqual(['ACCOMMODATION', 'ACTIVITY', 'FEE', 'FLIGHT', 'SERVICE_FEE']);
    const sum = items.reduce((total, item) => total + item.totalMinor, 0);
    expect(quote.totals['total']).toBe(sum);
    for (const item of items) expect(item.totalMinor).toBe(item.quantity * item.unitMinor);
    expect(payments.reduce((total, payment) => total + payment.amountMinor, 0)).toBe(sum);
    expect(payments.map((payment) => payment.kind).sort()).toEqual(['BALANCE', 'DEPOSIT']);

    const [lead] = await database.db.select().from(leads).where(eq(leads.id, outcome.leadId));
    expect(lead).toMatchObject({ kind: 'WIZARD', status: 'QUOTED', email: 'ana@example.com', manualReason: null });
    expect(lead?.consultantId).toBe(quote.consultantId);
    expect(lead?.consultantId).not.toBeNull();
    const messages = await database.db.select().from(outbox);
    expect(messages.map((m) => [m.topic, m.payload])).toEqual([
      ['quote.created', { leadId: outcome.leadId, quoteId: outcome.quoteId, locale: 'en' }],
      ['lead.assigned', { leadId: outcome.leadId, quoteId: outcome.quoteId, consultantId: lead?.consultantId }],
    ]);
  });

  it('prices rooms, fees, flights and the service fee from the contract rates', async () => {
    // Exact dates, two adults: 3 nights × 2 × 250 USD and 4 nights × 2 × 300 USD = 3,900 USD = 3,120 EUR.
    const outcome = await submitWizardEnquiry(
      database.db,
      wizard({ dates: { exact: true, startDate: '2027-09-01', endDate: '2027-09-08' }, children: [] }),
      {},
      ctx,
    );
    if (outcome.status !== 'QUOTED') throw new Error('expected a quote');
    const { quote, items } = await quoteOf(outcome.quoteId);
    expect(quote.totals).toMatchObject({
      rooms: 312_000,
      // A flight of 300 USD per person.
      flights: 48_000,
      // South Luangwa's conservation fee: 30 USD per adult per night.
      fees: 14_400,
      // The game drive (60 USD) and the walking permit (50 USD), per adult.
      activities: 17_600,
      discounts: 0,
    });
    expect(quote.totals['serviceFee']).toBe(Math.round((312_000 + 48_000 + 17_600) * 0.05));
    const permit = items.find((item) => item.activityId === fixture.activities.walkingPermit.id);
    expect(permit?.details).toMatchObject({ prepaid: true, inclusion: 'INCLUDED' });
  });

  it('gives the consultants turns', async () => {
    const assigned = [];
    for (let i = 0; i < 4; i += 1) {
      const outcome = await submitWizardEnquiry(database.db, wizard(), {}, ctx);
      const [lead] = await database.db
        .select()
        .from(leads)
        .where(eq(leads.id, outcome.status === 'INVALID' ? 0 : outcome.leadId));
      assigned.push(lead?.consultantId);
    }
    const active = await database.db.select().from(consultants);
    expect(new Set(assigned).size).toBe(active.length);
  });

  it('falls back to another stay when the template’s stay is sold out', async () => {
    const nights = ['2027-10-04', '2027-10-05'];
    await database.db
      .insert(roomAvailability)
      .values([
        ...nights.map((night) => ({ roomId: fixture.rooms.deltaDouble.room.id, night, quantityAvailable: 0 })),
        ...nights.map((night) => ({ roomId: fixture.rooms.deltaFamily.room.id, night, quantityAvailable: 0 })),
      ]);
    const outcome = await submitWizardEnquiry(
      database.db,
      wizard({ dates: { exact: true, startDate: '2027-10-01', endDate: '2027-10-08' } }),
      {},
      ctx,
    );
    if (outcome.status !== 'QUOTED') throw new Error('expected a quote');
    const { quote } = await quoteOf(outcome.quoteId);
    const stops = (quote.content as { stops: { stay: { id: number } }[] }).stops;
    // The other stay in the Okavango Delta; the one in Moremi (below it) is not at this stop.
    expect(stops[1]?.stay.id).toBe(fixture.stays.deltaLodge.id);
    expect(quote.cancellationPolicy).toBe('strict');
  });

  it('replaces every stop’s stay that is sold out, not only the first', async () => {
    const nights = ['2027-12-02', '2027-12-05'];
    const soldOut = [fixture.rooms.luangwaDouble, fixture.rooms.deltaDouble, fixture.rooms.deltaFamily];
    await database.db
      .insert(roomAvailability)
      .values(soldOut.flatMap(({ room }) => nights.map((night) => ({ roomId: room.id, night, quantityAvailable: 0 }))));
    const outcome = await submitWizardEnquiry(
      database.db,
      wizard({ dates: { exact: true, startDate: '2027-12-01', endDate: '2027-12-08' } }),
      {},
      ctx,
    );
    if (outcome.status !== 'QUOTED') throw new Error('expected a quote');
    const { quote } = await quoteOf(outcome.quoteId);
    const stops = (quote.content as { stops: { stay: { id: number } }[] }).stops;
    expect(stops.map((stop) => stop.stay.id)).toEqual([fixture.stays.bushCamp.id, fixture.stays.deltaLodge.id]);
  });

  it('keeps to the budget where possible', async () => {
    const stayAtDelta = async (budget: number | null) => {
      const outcome = await submitWizardEnquiry(
        database.db,
        wizard({ dates: { exact: true, startDate: '2027-08-02', endDate: '2027-08-09' }, children: [], budget }),
        {},
        ctx,
      );
      if (outcome.status !== 'QUOTED') throw new Error('expected a quote');
      const { quote } = await quoteOf(outcome.quoteId);
      return (quote.content as { stops: { stay: { id: number } }[] }).stops[1]?.stay.id;
    };
    expect(await stayAtDelta(null)).toBe(fixture.stays.deltaCamp.id);
    expect(await stayAtDelta(10_000)).toBe(fixture.stays.deltaCamp.id);
    // 1,500 EUR a person: 75% for rooms, pro rata 1,286 EUR for the four Delta nights of two.
    // Delta Camp (1,920 EUR) does not fit, Delta Lodge (1,280 EUR) does.
    expect(await stayAtDelta(1_500)).toBe(fixture.stays.deltaLodge.id);
  });

  it('starts on the first day of the month from which every stop is free', async () => {
    // One Luangwa double is left on 2–4 November: enough for a couple, not for a family of three.
    await database.db.insert(roomAvailability).values(
      ['2027-11-02', '2027-11-03', '2027-11-04'].map((night) => ({
        roomId: fixture.rooms.luangwaDouble.room.id,
        night,
        quantityAvailable: 1,
      })),
    );
    const outcome = await submitWizardEnquiry(
      database.db,
      wizard({ dates: { exact: false, month: 11, year: 2027, duration: 'ONE_WEEK' }, children: [] }),
      {},
      ctx,
    );
    if (outcome.status !== 'QUOTED') throw new Error('expected a quote');
    expect((await quoteOf(outcome.quoteId)).quote.startDate).toBe('2027-11-01');
    const later = await submitWizardEnquiry(
      database.db,
      wizard({ dates: { exact: false, month: 11, year: 2027, duration: 'ONE_WEEK' } }),
      {},
      ctx,
    );
    // Two adults and a child need two doubles: a 3-night stay fits from the 5th on.
    if (later.status !== 'QUOTED') throw new Error('expected a quote');
    expect((await quoteOf(later.quoteId)).quote.startDate).toBe('2027-11-05');
  });

  it('takes a promo code off the arrangements', async () => {
    const outcome = await submitWizardEnquiry(database.db, wizard({ promoCode: 'welcome10', children: [] }), {}, ctx);
    if (outcome.status !== 'QUOTED') throw new Error('expected a quote');
    const { quote } = await quoteOf(outcome.quoteId);
    const arrangements = ['rooms', 'activities', 'flights', 'transfers', 'rentals'].reduce(
      (sum, key) => sum + (quote.totals[key] ?? 0),
      0,
    );
    expect(quote.totals['discounts']).toBe(-Math.round(arrangements / 10));
    expect(quote.content['promo']).toEqual({ code: 'welcome10', applied: true });
  });

  it('leaves the lead for a consultant when nothing bookable can be built', async () => {
    const before = (await database.db.select().from(quotes)).length;
    const outcome = await submitWizardEnquiry(database.db, wizard({ adults: 12 }), {}, ctx);
    expect(outcome.status).toBe('MANUAL');
    if (outcome.status !== 'MANUAL') return;
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, outcome.leadId));
    expect(lead).toMatchObject({ status: 'NEW', manualReason: 'NO_AVAILABILITY' });
    expect(lead?.consultantId).not.toBeNull();
    expect((await database.db.select().from(quotes)).length).toBe(before);
    const messages = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `lead.manual:${outcome.leadId}`));
    expect(messages[0]?.payload).toEqual({ leadId: outcome.leadId, locale: 'en' });
    const assigned = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `lead.assigned:${outcome.leadId}`));
    expect(assigned[0]?.payload).toEqual({ leadId: outcome.leadId, quoteId: null, consultantId: lead?.consultantId });
  });

  it('answers a repeated submission with the first one’s quote, also when both arrive together', async () => {
    const first = await submitWizardEnquiry(database.db, wizard({ submissionId: 'repeat-12345' }), {}, ctx);
    const again = await submitWizardEnquiry(database.db, wizard({ submissionId: 'repeat-12345' }), {}, ctx);
    expect(again).toEqual(first);
    const input = wizard({ submissionId: null, email: 'twice@example.com' });
    const leadsBefore = (await database.db.select().from(leads)).length;
    const quotesBefore = (await database.db.select().from(quotes)).length;
    const [a, b] = await Promise.all([
      submitWizardEnquiry(database.db, input, {}, ctx),
      submitWizardEnquiry(database.db, input, {}, ctx),
    ]);
    expect(a).toEqual(b);
    expect((await database.db.select().from(leads)).length).toBe(leadsBefore + 1);
    expect((await database.db.select().from(quotes)).length).toBe(quotesBefore + 1);
  });

  it('stores a landing-page enquiry as a LANDING lead with its page', async () => {
    const outcome = await submitWizardEnquiry(database.db, wizard(), { landingSlug: 'botswana-safari' }, ctx);
    if (outcome.status === 'INVALID') throw new Error('expected a lead');
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, outcome.leadId));
    expect(lead).toMatchObject({ kind: 'LANDING', landingSlug: 'botswana-safari', status: 'QUOTED' });
  });

  it('writes nothing when the last step fails', async () => {
    const count = async () =>
      [leads, quotes, outbox].map(async (table) => (await database.db.select().from(table)).length);
    const before = await Promise.all(await count());
    const failingQueue = async () => {
      throw new Error('outbox unavailable');
    };
    const lead = {
      kind: 'WIZARD' as const,
      locale: 'en' as const,
      currency: 'EUR' as const,
      customer: wizard(),
      tripId: null,
      landingSlug: null,
      enquiry: {},
      submissionId: 'failing-run-1',
      referralCode: null,
      source: null,
      medium: null,
    };
    await expect(
      submitEnquiry(database.db, lead, async () => ({ kind: 'manual', reason: 'TEST' }), now, failingQueue),
    ).rejects.toThrow('outbox unavailable');
    expect(await Promise.all(await count())).toEqual(before);
    clearCatalogueCache(database.db);
  });
});
