import { and, eq, gte, lt, lte } from 'drizzle-orm';
import { isCurrency } from '~/lib/currency';
import { getTranslator } from '~/i18n/t';
import type { Database } from '../../db';
import { roomAvailability, roomRates, rooms } from '../../db/schema';
import type { CatalogueContext, LiveRate } from '../catalogue/catalogue.types';
import { pick } from '../catalogue/localize';
import { loadReference } from '../catalogue/reference';
import { loadFxRates } from '../fx/fx.service';
import { type ContractRate, priceStay, type RateBasis } from './live-rate';
import type { LiveRateInput } from './rates.inputs';

const INFORMATION = {
  sharing: 'liveRate.perPersonSharing',
  single: 'liveRate.perPersonSingle',
  room: 'liveRate.perRoom',
} as const satisfies Record<RateBasis, string>;

/**
 * LiveRates: the price of one room for the dates and party, from the stored contract
 * rates (rates/live-rate.ts has the rules). Null when it cannot be priced: unknown room or
 * meal plan, a night without a rate, a party too large for the room, or a sold-out night.
 */
export async function getLiveRate(db: Database, ctx: CatalogueContext, input: LiveRateInput): Promise<LiveRate | null> {
  const from = input.fromDate.toString();
  const to = input.toDate.toString();
  const [[room], rateRows, soldOut, ref, fx] = await Promise.all([
    db
      .select({ maxOccupancy: rooms.maxOccupancy, maxAdults: rooms.maxAdults })
      .from(rooms)
      .where(eq(rooms.id, input.roomId)),
    db
      .select()
      .from(roomRates)
      .where(
        and(
          eq(roomRates.roomId, input.roomId),
          eq(roomRates.mealPlanId, input.mealPlanId),
          lte(roomRates.seasonStart, to),
          gte(roomRates.seasonEnd, from),
        ),
      ),
    db
      .select({ night: roomAvailability.night })
      .from(roomAvailability)
      .where(
        and(
          eq(roomAvailability.roomId, input.roomId),
          gte(roomAvailability.night, from),
          lt(roomAvailability.night, to),
          eq(roomAvailability.quantityAvailable, 0),
        ),
      ),
    loadReference(db),
    loadFxRates(db),
  ]);
  const mealPlan = ref.mealPlanById.get(input.mealPlanId);
  if (!room || !mealPlan) return null;
  const contract: ContractRate[] = rateRows.flatMap((row) =>
    isCurrency(row.currency) ? [{ ...row, currency: row.currency }] : [],
  );
  const priced = priceStay(
    { fromDate: input.fromDate, toDate: input.toDate, adults: input.adults, childrenBirthDates: input.children },
    contract,
    room,
    new Set(soldOut.map((row) => row.night)),
    ctx.currency,
    fx,
  );
  if (!priced) return null;
  const t = getTranslator(ctx.locale);
  return {
    rate: { amountMinor: priced.totalMinor, currency: priced.currency },
    ratePerNight: { amountMinor: priced.perNightMinor, currency: priced.currency },
    information: t(INFORMATION[priced.basis], { mealPlan: pick(mealPlan.name, ctx.locale), nights: priced.nights }),
    isExactRate: priced.isExactRate,
    pax: priced.pax,
    source: 'contract',
  };
}
