import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { queryRows } from '../raw';
import { mealPlans } from '../schema';
import { insertDestination, insertMealPlan, insertTrip } from './factories';
import { generateCatalogue } from './generate';
import { seedDatabase } from '.';

const database = setupTestDatabase();
const today = new Date('2026-03-15T00:00:00Z');

const TABLES = [
  'countries',
  'experiences',
  'meal_plans',
  'destinations',
  'faqs',
  'stays',
  'rooms',
  'room_rates',
  'room_availability',
  'activities',
  'trips',
  'trip_stops',
  'trip_legs',
  'trip_experiences',
  'trip_countries',
  'trip_month_rates',
  'trip_time_to_go',
  'trip_inclusions',
  'reviews',
  'landing_pages',
  'fx_rates',
  'search_documents',
] as const;

/** Row count and a checksum of every row's text, per table: equal snapshots mean equal data. */
async function snapshot() {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number; digest: string }>(
      database.db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
      ),
    );
    result[table] = `${row?.n}:${row?.digest}`;
  }
  return result;
}

describe('seedDatabase', () => {
  it('leaves nothing half-written when the catalogue fails to insert', async () => {
    // A meal plan with a seeded code makes the insert fail half-way through.
    const clash = await insertMealPlan(database.db, { code: 'room-only' });
    await expect(seedDatabase(database.db, { scale: 1, today })).rejects.toThrow();
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select (select count(*) from countries) + (select count(*) from destinations) + (select count(*) from search_documents) as n`,
    );
    expect(Number(row?.n)).toBe(0);
    await database.db.delete(mealPlans).where(eq(mealPlans.id, clash.id));
  });

  it('seeds the demo catalogue into a fresh database, and seeding again changes nothing', async () => {
    await seedDatabase(database.db, { scale: 1, today });
    const expected = generateCatalogue({ scale: 1, today });
    const first = await snapshot();
    const count = (table: string) => Number(first[table]?.split(':')[0]);
    expect(count('destinations')).toBe(expected.destinations.length);
    expect(count('stays')).toBe(expected.stays.length);
    expect(count('room_rates')).toBe(expected.roomRates.length);
    expect(count('trips')).toBe(expected.trips.length);
    expect(count('trip_month_rates')).toBe(expected.tripMonthRates.length);
    expect(count('reviews')).toBe(expected.reviews.length);
    expect(count('search_documents')).toBe(
      2 * (expected.trips.length + expected.destinations.length + expected.stays.length + expected.experiences.length),
    );

    await seedDatabase(database.db, { scale: 1, today: new Date('2026-09-01T00:00:00Z') });
    expect(await snapshot()).toEqual(first);
  });

  it('stores what the generator built (generated average, arrays, pictures)', async () => {
    const [stay] = await queryRows<{ average: number; facilities: string[]; url: string; alt: string }>(
      database.db,
      sql`select average_sustainability_score as average, facilities, gallery->0->>'url' as url, gallery->0->'alt'->>'de' as alt from stays where id = 1`,
    );
    expect(stay?.average).toBeGreaterThan(0);
    expect(stay?.facilities.length).toBeGreaterThan(0);
    expect(stay?.url).toMatch(/^\/images\/art\/[a-z-]+-[123]\.svg$/);
    expect(stay?.alt).toContain('(Illustration)');
    const [zanzibar] = await queryRows<{ featured: boolean; category: string }>(
      database.db,
      sql`select is_featured as featured, category from destinations where slug = 'zanzibar'`,
    );
    expect(zanzibar).toEqual({ featured: true, category: 'Island' });
    const featured = await queryRows<{ code: string }>(
      database.db,
      sql`select code from countries where featured_order is not null order by featured_order`,
    );
    expect(featured.map((row) => row.code)).toEqual(['ZA', 'NA', 'TZ', 'RW', 'ZM', 'BW', 'KE', 'ZW', 'MG', 'MU', 'SC']);
  });

  it('moves the id sequences past the seeded rows, so factories can add more', async () => {
    const destination = await insertDestination(database.db);
    const { trip } = await insertTrip(database.db, { stops: [{ destinationId: destination.id }, {}, {}] });
    const [max] = await queryRows<{ trips: number }>(database.db, sql`select max(id)::int as trips from trips`);
    expect(trip.id).toBe(max?.trips);
    expect(destination.id).toBeGreaterThan(100);
  });
});
