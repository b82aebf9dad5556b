/**
 * getActivities and getActivitiesByStopId (spec 3 §3 Activity, §7): activities with their
 * price per adult and child in the caller's currency. An activity the supplier adds
 * to every stay (`autoAdd`) is INCLUDED; every other one is OPTIONAL.
 */
import { asc, eq } from 'drizzle-orm';
import { isCurrency } from '~/lib/currency';
import type { Database } from '../../db';
import { activities, tripStops } from '../../db/schema';
import type { CatalogueContext } from '../catalogue/catalogue.types';
import { pick } from '../catalogue/localize';
import { convertMinor, type FxRates } from '../fx/fx.rates';
import { loadFxRates } from '../fx/fx.service';
import { canConvert } from './cars.service';
import type { Activity, InclusionType } from './personalise.types';

type ActivityRow = typeof activities.$inferSelect;

export const inclusionTypeOf = (autoAdd: boolean): InclusionType => (autoAdd ? 'INCLUDED' : 'OPTIONAL');

export function toActivity(
  row: ActivityRow,
  stopId: number | null,
  ctx: CatalogueContext,
  fx: FxRates,
): Activity | null {
  if (!isCurrency(row.currency) || !canConvert(row.currency, ctx.currency, fx)) return null;
  const from = row.currency;
  const money = (minor: number) => ({
    amountMinor: convertMinor(minor, from, ctx.currency, fx),
    currency: ctx.currency,
  });
  return {
    id: row.id,
    destinationId: row.destinationId,
    stopId,
    title: pick(row.title, ctx.locale),
    shortDescription: pick(row.shortDescription, ctx.locale),
    description: pick(row.description, ctx.locale),
    duration: { hours: Math.floor(row.durationMinutes / 60), minutes: row.durationMinutes % 60 },
    maxAdults: row.maxAdults,
    autoAdd: row.autoAdd,
    cancellationPolicy: row.cancellationPolicy,
    supplierName: row.supplierName,
    activityRates: [
      {
        costAdult: money(row.costAdultMinor),
        costChild: money(row.costChildMinor),
        currency: ctx.currency,
        fromDate: null,
      },
    ],
    inclusionType: inclusionTypeOf(row.autoAdd),
  };
}

/** Included first, then by id: the order the Activities step lists them. */
const byInclusion = (a: ActivityRow, b: ActivityRow) => Number(b.autoAdd) - Number(a.autoAdd) || a.id - b.id;

function toActivities(rows: ActivityRow[], stopId: number | null, ctx: CatalogueContext, fx: FxRates): Activity[] {
  return rows
    .sort(byInclusion)
    .map((row) => toActivity(row, stopId, ctx, fx))
    .filter((activity): activity is Activity => activity !== null);
}

export async function listActivities(db: Database, ctx: CatalogueContext): Promise<Activity[]> {
  const [rows, fx] = await Promise.all([
    db.select().from(activities).orderBy(asc(activities.destinationId), asc(activities.id)),
    loadFxRates(db),
  ]);
  // Grouped by destination (the query's order), included first within each.
  const groups = new Map<number, ActivityRow[]>();
  for (const row of rows) groups.set(row.destinationId, [...(groups.get(row.destinationId) ?? []), row]);
  return [...groups.values()].flatMap((group) => toActivities(group, null, ctx, fx));
}

/** The activities in a trip stop's destination; an unknown stop has none. */
export async function listActivitiesByStop(db: Database, ctx: CatalogueContext, stopId: number): Promise<Activity[]> {
  const [rows, fx] = await Promise.all([
    db
      .select({ activity: activities })
      .from(tripStops)
      .innerJoin(activities, eq(activities.destinationId, tripStops.destinationId))
      .where(eq(tripStops.id, stopId)),
    loadFxRates(db),
  ]);
  return toActivities(
    rows.map((row) => row.activity),
    stopId,
    ctx,
    fx,
  );
}
