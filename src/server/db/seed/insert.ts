import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client';
import {
  activities,
  countries,
  destinations,
  experiences,
  faqs,
  fxRates,
  landingPages,
  mealPlans,
  reviews,
  roomAvailability,
  roomRates,
  rooms,
  stays,
  tripCountries,
  tripExperiences,
  tripInclusions,
  tripLegs,
  tripMonthRates,
  tripStops,
  tripTimeToGo,
  trips,
} from '../schema';
import type { CatalogueData } from './generate';

/** Rows per INSERT statement. */
const CHUNK_ROWS = 1000;

/**
 * Multi-row insert that sends each chunk as one JSON parameter and lets PostgreSQL
 * expand it (json_populate_recordset over the table's row type). Binding thousands of
 * parameters is what made plain multi-row VALUES slow on PGlite; this halves the time.
 * Every row must carry the same columns: a missing one would become NULL, not the default.
 */
export async function insertChunked<T extends PgTable>(tx: Transaction, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) => key in (rows[0] as object));
  for (const row of rows) {
    if (Object.keys(row as object).length !== keys.length || keys.some((key) => !(key in (row as object)))) {
      throw new Error(`insertChunked(${getTableName(table)}): rows differ in their columns`);
    }
  }
  const names = keys.map((key) => (columns[key] as PgColumn).name);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((key, i) => [names[i], values[key]]));
    });
    await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** Tables whose `id` is a serial we filled explicitly; their sequences must move past our ids. */
const SERIAL_TABLES = [
  'experiences',
  'meal_plans',
  'destinations',
  'faqs',
  'stays',
  'rooms',
  'room_rates',
  'activities',
  'trips',
  'trip_stops',
  'trip_legs',
  'trip_inclusions',
  'reviews',
] as const;

/** Inserts the whole catalogue in foreign-key order (inside the caller's transaction). */
export async function insertCatalogue(tx: Transaction, data: CatalogueData): Promise<void> {
  await insertChunked(tx, countries, data.countries);
  await insertChunked(tx, experiences, data.experiences);
  await insertChunked(tx, mealPlans, data.mealPlans);
  await insertChunked(tx, destinations, data.destinations);
  await insertChunked(tx, stays, data.stays);
  await insertChunked(tx, rooms, data.rooms);
  await insertChunked(tx, roomRates, data.roomRates);
  await insertChunked(tx, roomAvailability, data.roomAvailability);
  await insertChunked(tx, activities, data.activities);
  await insertChunked(tx, trips, data.trips);
  await insertChunked(tx, tripStops, data.tripStops);
  await insertChunked(tx, tripLegs, data.tripLegs);
  await insertChunked(tx, tripExperiences, data.tripExperiences);
  await insertChunked(tx, tripCountries, data.tripCountries);
  await insertChunked(tx, tripMonthRates, data.tripMonthRates);
  await insertChunked(tx, tripTimeToGo, data.tripTimeToGo);
  await insertChunked(tx, tripInclusions, data.tripInclusions);
  await insertChunked(tx, faqs, data.faqs);
  await insertChunked(tx, reviews, data.reviews);
  await insertChunked(tx, landingPages, data.landingPages);
  await insertChunked(tx, fxRates, data.fxRates);
  for (const table of SERIAL_TABLES) {
    // Later inserts (admin, tests) continue after the seeded ids instead of colliding with them.
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}), (select count(*) > 0 from ${table}))`,
      ),
    );
  }
}
