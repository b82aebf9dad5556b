import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { roomAvailability, stays, tripStops } from '../schema';
import {
  insertActivity,
  insertCountry,
  insertDestination,
  insertExperience,
  insertFaq,
  insertFxRates,
  insertLandingPage,
  insertMealPlan,
  insertReview,
  insertRoomWithRates,
  insertStay,
  insertTrip,
} from './factories';

const database = setupTestDatabase();

describe('factories', () => {
  it('insert a stay with its own destination when none is given', async () => {
    const stay = await insertStay(database.db, { name: 'Kwando Reed Camp' });
    const [row] = await database.db.select().from(stays).where(eq(stays.id, stay.id));
    expect(row?.name).toBe('Kwando Reed Camp');
    expect(row?.averageSustainabilityScore).toBe(7.2);
  });

  it('insert rooms with rates per meal plan and availability exceptions', async () => {
    const stay = await insertStay(database.db);
    const [bb, hb] = [await insertMealPlan(database.db), await insertMealPlan(database.db, { abbreviation: 'HB' })];
    const { room, rates } = await insertRoomWithRates(database.db, {
      stayId: stay.id,
      room: { quantity: 3 },
      mealPlanIds: [bb.id, hb.id],
      availability: [{ night: '2027-01-10', quantityAvailable: 0 }],
    });
    expect(rates).toHaveLength(4);
    const nights = await database.db.select().from(roomAvailability).where(eq(roomAvailability.roomId, room.id));
    expect(nights).toEqual([{ roomId: room.id, night: '2027-01-10', quantityAvailable: 0 }]);
  });

  it('insert a trip whose nights are the sum of its stops, with legs between them', async () => {
    const country = await insertCountry(database.db, { code: 'BW', slug: 'botswana' });
    const experience = await insertExperience(database.db);
    const destination = await insertDestination(database.db, { countryCode: country.code });
    const stay = await insertStay(database.db, { destinationId: destination.id });
    const { trip, stops, legs } = await insertTrip(database.db, {
      stops: [{ stayId: stay.id, nights: 3 }, { destinationId: destination.id, nights: 2 }, { nights: 4 }],
      experienceIds: [experience.id],
      countryCodes: [country.code],
      monthRates: [{ currency: 'EUR', year: 2027, month: 1, rateMinor: 450_000 }],
    });
    expect(trip.numberOfNights).toBe(9);
    expect(stops.map((stop) => stop.destinationId).slice(0, 2)).toEqual([destination.id, destination.id]);
    expect(legs).toHaveLength(2);
    const stored = await database.db.select().from(tripStops).where(eq(tripStops.tripId, trip.id));
    expect(stored).toHaveLength(3);
  });

  it('insert the remaining entities', async () => {
    const destination = await insertDestination(database.db);
    await expect(insertActivity(database.db, { destinationId: destination.id })).resolves.toMatchObject({ id: 1 });
    await expect(insertFaq(database.db, { ownerType: 'destination', ownerId: destination.id })).resolves.toBeTruthy();
    await expect(insertReview(database.db, { rating: 4 })).resolves.toMatchObject({ rating: 4 });
    await expect(insertLandingPage(database.db)).resolves.toHaveProperty('hero.width', 1600);
    await expect(insertFxRates(database.db, { EUR: 1, USD: 1.17 }, '2026-01-01')).resolves.toHaveLength(2);
  });
});
