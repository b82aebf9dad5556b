import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type WizardEnquiryInput, WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { quotes } from '../../db/schema';
import { insertRoomWithRates, insertStay } from '../../db/seed/factories';
import { clearCatalogueCache } from '../catalogue/memo';
import { submitWizardEnquiry } from '../enquiry/wizard.service';
import { buildQuoteFixture, type QuoteFixture } from './quote.fixture';

/**
 * Rooms as the party travels (decision 021), through the wizard on the quote fixture: the
 * template's South Luangwa lodge has only doubles, and so have eight more stays there near
 * its price; one dearer camp has a family tent. A family of three gets that family tent.
 */
const database = setupTestDatabase();
let fixture: QuoteFixture;
let familyCamp: { id: number };
const now = new Date('2027-02-01T10:00:00Z');
const ctx = { locale: 'en' as const, currency: 'EUR' as const, now };

const perPerson = (rateMinor: number) => [
  { pax: 2, rateMinor, childRate0To12Minor: rateMinor / 2, childRate13To17Minor: (rateMinor * 3) / 4 },
];

beforeAll(async () => {
  fixture = await buildQuoteFixture(database.db);
  const { luangwa } = fixture.places;
  const fullBoard = fixture.mealPlans.fullBoard.id;
  for (let i = 0; i < 8; i += 1) {
    const stay = await insertStay(database.db, { slug: `luangwa-doubles-${i}`, destinationId: luangwa.id });
    await insertRoomWithRates(database.db, {
      stayId: stay.id,
      room: { quantity: 4 },
      mealPlanIds: [fullBoard],
      rates: perPerson(24_000 + i * 500),
    });
  }
  familyCamp = await insertStay(database.db, { slug: 'luangwa-family-camp', destinationId: luangwa.id });
  await insertRoomWithRates(database.db, {
    stayId: familyCamp.id,
    room: { type: 'family', maxOccupancy: 4, maxAdults: 2, familyFriendly: true, quantity: 2 },
    mealPlanIds: [fullBoard],
    rates: perPerson(60_000),
  });
  clearCatalogueCache(database.db);
});

let runs = 0;
const wizard = (overrides: Partial<WizardEnquiryInput> = {}) =>
  WizardEnquirySchema.parse({
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+34 600 504 050',
    dates: { exact: false, month: 6, year: 2027, duration: 'ONE_WEEK' },
    travellingType: 'FAMILY',
    adults: 2,
    children: [{ dateOfBirth: '2018-04-02' }],
    familyRoom: true,
    submissionId: `rooms-run-${++runs}`,
    ...overrides,
  });

interface Content {
  stops: { stay: { id: number }; rooms: { adults: number; childrenBirthDates: string[]; familyFriendly: boolean }[] }[];
}

async function stopsOf(enquiry: ReturnType<typeof wizard>) {
  const outcome = await submitWizardEnquiry(database.db, enquiry, { tripId: fixture.safariTrip.trip.id }, ctx);
  if (outcome.status !== 'QUOTED') throw new Error(`expected a quote, got ${JSON.stringify(outcome)}`);
  const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, outcome.quoteId));
  if (!quote) throw new Error('quote missing');
  return (quote.content as unknown as Content).stops.map((stop) => ({
    stayId: stop.stay.id,
    rooms: stop.rooms.map((room) => [room.adults, room.childrenBirthDates.length, room.familyFriendly]),
  }));
}

describe('rooms for the way the party travels', () => {
  it('a family of three: one family room at every stop, in another stay when the template has none', async () => {
    const [luangwa, delta] = await stopsOf(wizard());
    expect(luangwa).toEqual({ stayId: familyCamp.id, rooms: [[2, 1, true]] });
    expect(delta).toEqual({ stayId: fixture.stays.deltaCamp.id, rooms: [[2, 1, true]] });
  });

  it('a couple keeps the template’s stays, in one room each stop', async () => {
    const stops = await stopsOf(wizard({ travellingType: 'PARTNER', children: [], familyRoom: false }));
    expect(stops).toEqual([
      { stayId: fixture.stays.luangwaLodge.id, rooms: [[2, 0, false]] },
      { stayId: fixture.stays.deltaCamp.id, rooms: [[2, 0, false]] },
    ]);
  });

  it('two couples: a room for each couple', async () => {
    const stops = await stopsOf(wizard({ travellingType: 'PARTNER', adults: 4, children: [], familyRoom: false }));
    for (const stop of stops) {
      expect(stop.rooms).toEqual([
        [2, 0, false],
        [2, 0, false],
      ]);
    }
  });
});
