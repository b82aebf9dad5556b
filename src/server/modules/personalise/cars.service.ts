/** allCars (spec 3 §3 Car, §7): the rental cars, priced per day in the caller's currency. */
import { asc, isNull, lte, or } from 'drizzle-orm';
import { carFitsTrip } from '~/lib/car-availability';
import { type Currency, isCurrency } from '~/lib/currency';
import type { Database } from '../../db';
import { cars } from '../../db/schema';
import type { CatalogueContext, Money } from '../catalogue/catalogue.types';
import { pick, toImage } from '../catalogue/localize';
import { loadReference } from '../catalogue/reference';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import { loadFxRates } from '../fx/fx.service';
import { tripCountries } from '../quote/quote.build-parts';
import { loadTrip } from '../quote/quote.loader';
import type { Car } from './personalise.types';

type CarRow = typeof cars.$inferSelect;

const known = (currency: Currency, fx: FxRates) => currency === 'EUR' || fx.has(currency);

export const canConvert = (from: Currency, to: Currency, fx: FxRates) =>
  from === to || (known(from, fx) && known(to, fx));

export function toCar(row: CarRow, ctx: CatalogueContext, fx: FxRates): Car | null {
  // A car priced in a currency we cannot convert cannot be offered at a price.
  if (!isCurrency(row.currency) || !canConvert(row.currency, ctx.currency, fx)) return null;
  const from = row.currency;
  const money = (minor: number): Money => ({
    amountMinor: convertMinor(minor, from, ctx.currency, fx),
    currency: ctx.currency,
  });
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: pick(row.description, ctx.locale),
    doors: row.doors,
    passengers: row.passengers,
    isAutomatic: row.isAutomatic,
    isQuattro: row.isQuattro,
    year: row.year,
    countries: row.countries,
    rate: money(row.dailyRateMinor),
    excess: money(row.excessMinor),
    fuelDeposit: money(row.fuelDepositMinor),
    kilometers: row.kilometersPerDay,
    availableFrom: row.availableFrom,
    image: toImage(row.picture, ctx.locale),
  };
}

/** The countries a trip's stops lie in, as the quote checks a chosen car against them; null for an unknown trip. */
async function carCountriesOf(db: Database, tripId: number): Promise<string[] | null> {
  const [trip, ref] = await Promise.all([loadTrip(db, tripId), loadReference(db)]);
  return trip ? tripCountries(trip.stops, ref) : null;
}

/**
 * Every car, or with `fromDate` (YYYY-MM-DD) only those available by that day; with
 * `tripId` only those the trip can have (`carFitsTrip`, the rule the submit is checked by;
 * none for an unknown trip). Ordered by price per day in the caller's currency, then name.
 */
export async function listCars(
  db: Database,
  ctx: CatalogueContext,
  fromDate?: string,
  tripId?: number,
): Promise<Car[]> {
  const [rows, fx, countries] = await Promise.all([
    db
      .select()
      .from(cars)
      .where(fromDate ? or(isNull(cars.availableFrom), lte(cars.availableFrom, fromDate)) : undefined)
      .orderBy(asc(cars.id)),
    loadFxRates(db),
    tripId === undefined ? Promise.resolve(undefined) : carCountriesOf(db, tripId),
  ]);
  if (countries === null) return [];
  const trip = countries && { countries, startDate: fromDate ?? null };
  return rows
    .filter((row) => !trip || carFitsTrip(row, trip))
    .map((row) => toCar(row, ctx, fx))
    .filter((car): car is Car => car !== null)
    .sort((a, b) => a.rate.amountMinor - b.rate.amountMinor || a.name.localeCompare(b.name));
}
