import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WizardEnquirySchema } from '~/lib/schemas/enquiry';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { quoteLineItems, quotePayments, quotes, rooms, stays, trips } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { submitWizardEnquiry } from '../enquiry/wizard.service';

/**
 * The engine on the whole demo catalogue: every trip template, a family of three ("With
 * family": two adults and a child, asking for a family room), one month.
 */
const database = setupTestDatabase();
const now = new Date('2026-03-20T09:00:00Z');

beforeAll(async () => {
  await seedDatabase(database.db, { scale: 1, today: new Date('2026-03-15T00:00:00Z') });
}, 120_000);

describe('quotes for the demo catalogue', () => {
  it('can be built for every trip, and each one adds up', async () => {
    const all = await database.db
      .select({ id: trips.id, nights: trips.numberOfNights })
      .from(trips)
      .orderBy(asc(trips.id));
    const allRooms = await database.db
      .select({ stayId: rooms.stayId, maxOccupancy: rooms.maxOccupancy, maxAdults: rooms.maxAdults })
      .from(rooms);
    const allStays = await database.db.select({ id: stays.id, destinationId: stays.destinationId }).from(stays);
    const takesThree = (stayId: number) =>
      allRooms.some((room) => room.stayId === stayId && room.maxOccupancy >= 3 && room.maxAdults >= 2);
    const destinationOf = (stayId: number) => allStays.find((stay) => stay.id === stayId)?.destinationId;
    const destinationTakesThree = (stayId: number) =>
      allStays.some((stay) => stay.destinationId === destinationOf(stayId) && takesThree(stay.id));
    const statuses: Record<string, number> = {};
    for (const trip of all) {
      const enquiry = WizardEnquirySchema.parse({
        firstName: 'Demo',
        lastName: `Trip ${trip.id}`,
        email: 'demo@example.com',
        phone: '+27 21 000 0000',
        dates: { exact: false, month: 7, year: 2026 },
        travellingType: 'FAMILY',
        adults: 2,
        children: [{ dateOfBirth: '2015-08-01' }],
        familyRoom: true,
        promoCode: 'WELCOME10',
      });
      const outcome = await submitWizardEnquiry(
        database.db,
        enquiry,
        { tripId: trip.id },
        { locale: 'en', currency: 'GBP', now },
      );
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      if (outcome.status !== 'QUOTED') continue;
      const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, outcome.quoteId));
      const items = await database.db.select().from(quoteLineItems).where(eq(quoteLineItems.quoteId, outcome.quoteId));
      const payments = await database.db.select().from(quotePayments).where(eq(quotePayments.quoteId, outcome.quoteId));
      if (!quote) throw new Error('quote missing');
      const content = quote.content as {
        stops: {
          stay: { id: number; name: string };
          numberOfNights: number;
          rooms: { adults: number; childrenBirthDates: string[]; familyFriendly: boolean }[];
        }[];
      };
      expect(quote.numberOfNights, `trip ${trip.id}`).toBe(trip.nights);
      expect(content.stops.reduce((sum, stop) => sum + stop.numberOfNights, 0)).toBe(trip.nights);
      for (const stop of content.stops) {
        expect(stop.rooms.reduce((sum, room) => sum + room.adults, 0)).toBe(2);
        expect(stop.rooms.reduce((sum, room) => sum + room.childrenBirthDates.length, 0)).toBe(1);
        // Together, as a family travels (decision 021): one family room for the three of them
        // where the stay has one — never an adult alone in one room and the other with the
        // child in another; and a stay without one only where the destination has none.
        const layout = stop.rooms.map((room) => [room.adults, room.childrenBirthDates.length, room.familyFriendly]);
        const where = `trip ${trip.id}, ${stop.stay.name}`;
        if (takesThree(stop.stay.id)) expect(layout, where).toEqual([[2, 1, true]]);
        else {
          expect(layout, where).toEqual([
            [1, 1, false],
            [1, 0, false],
          ]);
          expect(destinationTakesThree(stop.stay.id), where).toBe(false);
        }
      }
      const total = items.reduce((sum, item) => sum + item.totalMinor, 0);
      expect(quote.totals['total']).toBe(total);
      expect(quote.totals['discounts']).toBeLessThan(0);
      expect(payments.reduce((sum, payment) => sum + payment.amountMinor, 0)).toBe(total);
      expect(quote.startDate.startsWith('2026-07')).toBe(true);
      expect(quote.currency).toBe('GBP');
    }
    // The seed is fixed (same month, same sold-out nights): every template is bookable in July.
    expect(statuses).toEqual({ QUOTED: all.length });
  }, 120_000);
});
