/** allCars (spec 3 §3 Car, §7): the rental cars, priced per day in the caller's currency. */
import { asc, isNull, lte, or } from 'drizzle-orm';
import { type Currency, isCurrency } from '~/lib/currency';
import type { Database } from '../../db';
import { cars } from '../../db/schema';
import type { CatalogueContext, Money } from '../catalogue/catalogue.types';
import { pick, toImage } from '../catalogue/localize';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import { loadFxRates } from '../fx/fx.service';
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

/**
 * Every car, or with `fromDate` (YYYY-MM-DD) only those available by that day; ordered
 * by price per day in the caller's currency, then name.
 */
export async function listCars(db: Database, ctx: CatalogueContext, fromDate?: string): Promise<Car[]> {
  const [rows, fx] = await Promise.all([
    db
      .select()
      .from(cars)
      .where(fromDate ? or(isNull(cars.availableFrom), lte(cars.availableFrom, fromDate)) : undefined)
      .orderBy(asc(cars.id)),
    loadFxRates(db),
  ]);
  return rows
    .map((row) => toCar(row, ctx, fx))
    .filter((car): car is Car => car !== null)
    .sort((a, b) => a.rate.amountMinor - b.rate.amountMinor || a.name.localeCompare(b.name));
}
