import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { DEFAULT_QUOTE_SETTINGS, loadQuoteSettings } from '../../modules/quote/quote.settings';
import { consultants, destinationFees, promoCodes, settings } from '../schema';
import { seedBooking } from './booking-seed';
import { insertDestination } from './factories';

const database = setupTestDatabase();

describe('seedBooking', () => {
  it('seeds consultants, settings, promo codes and the fees of parks that exist, once', async () => {
    const kruger = await insertDestination(database.db, { slug: 'kruger-national-park' });
    const serengeti = await insertDestination(database.db, { slug: 'serengeti' });
    expect(await seedBooking(database.db)).toBe(true);

    const people = await database.db.select().from(consultants).orderBy(asc(consultants.id));
    expect(people.length).toBeGreaterThanOrEqual(3);
    for (const person of people) {
      expect(person.fullName).not.toBe('');
      expect(person.email).toMatch(/^[a-z.]+@kuyenda-journeys\.example$/);
      expect(person.photo.url).toMatch(/^\/images\/consultants\/[a-z-]+\.svg$/);
      expect(person.photo.alt.de).toContain('(Illustration)');
      expect(person.active).toBe(true);
    }
    expect(await loadQuoteSettings(database.db)).toEqual(DEFAULT_QUOTE_SETTINGS);
    expect((await database.db.select().from(settings)).length).toBe(6);
    const codes = await database.db.select().from(promoCodes).orderBy(asc(promoCodes.code));
    expect(codes.map((code) => [code.code, code.percentOff, code.amountOffMinor])).toEqual([
      ['SAFARI150', null, 15_000],
      ['WELCOME10', 10, null],
    ]);
    const fees = await database.db.select().from(destinationFees).orderBy(asc(destinationFees.id));
    expect(fees.map((fee) => [fee.destinationId, fee.kind, fee.currency, fee.adultPerNightMinor])).toEqual([
      [kruger.id, 'FEE', 'ZAR', 53_000],
      [serengeti.id, 'FEE', 'USD', 8_260],
    ]);

    const before = JSON.stringify([people, codes, fees]);
    expect(await seedBooking(database.db)).toBe(false);
    const again = [
      await database.db.select().from(consultants).orderBy(asc(consultants.id)),
      await database.db.select().from(promoCodes).orderBy(asc(promoCodes.code)),
      await database.db.select().from(destinationFees).orderBy(asc(destinationFees.id)),
    ];
    expect(JSON.stringify(again)).toBe(before);
  });
});
