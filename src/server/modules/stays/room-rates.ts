import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isCurrency } from '~/lib/currency';
import type { Database } from '../../db';
import { roomRates, rooms } from '../../db/schema';
import type { Money } from '../catalogue/catalogue.types';
import type { CatalogueContext } from '../catalogue/catalogue.types';
import { convertMinor, type FxRates } from '../fx/fx.rates';

/** A room's lowest per-person-per-night price, in the contract's currency. */
export interface RoomFromRate {
  roomId: number;
  stayId: number;
  mealPlanId: number;
  currency: string;
  rateMinor: number;
}

/**
 * One query for the "from" price of many rooms (all rooms without `roomIds`): per room the cheapest rate that spec 3 §5
 * allows for a price per person — the 2-pax rate, or the 1-pax rate where that season and
 * meal plan have no 2-pax rate. All seasons count (the listing says "from").
 */
export async function loadRoomFromRates(db: Database, roomIds?: readonly number[]): Promise<RoomFromRate[]> {
  if (roomIds?.length === 0) return [];
  const sharing = alias(roomRates, 'sharing');
  const noSharingRate = notExists(
    db
      .select({ one: sql`1` })
      .from(sharing)
      .where(
        and(
          eq(sharing.roomId, roomRates.roomId),
          eq(sharing.mealPlanId, roomRates.mealPlanId),
          eq(sharing.seasonStart, roomRates.seasonStart),
          eq(sharing.pax, 2),
        ),
      ),
  );
  return db
    .selectDistinctOn([roomRates.roomId], {
      roomId: roomRates.roomId,
      stayId: rooms.stayId,
      mealPlanId: roomRates.mealPlanId,
      currency: roomRates.currency,
      rateMinor: roomRates.rateMinor,
    })
    .from(roomRates)
    .innerJoin(rooms, eq(rooms.id, roomRates.roomId))
    .where(
      and(
        // By room id, not stay id: the rates index starts with room_id, so a few rooms never scan them all.
        roomIds ? inArray(roomRates.roomId, [...roomIds]) : undefined,
        or(eq(roomRates.pax, 2), and(eq(roomRates.pax, 1), noSharingRate)),
      ),
    )
    .orderBy(roomRates.roomId, roomRates.rateMinor);
}

/** A stored price in the caller's currency; null when its currency is not one we convert. */
export function toMoney(amountMinor: number, currency: string, ctx: CatalogueContext, fx: FxRates): Money | null {
  if (!isCurrency(currency)) return null;
  return { amountMinor: convertMinor(amountMinor, currency, ctx.currency, fx), currency: ctx.currency };
}

/** The cheapest of several rooms' prices, compared in the caller's currency. */
export function cheapest(rates: readonly RoomFromRate[], ctx: CatalogueContext, fx: FxRates): Money | null {
  let best: Money | null = null;
  for (const rate of rates) {
    const money = toMoney(rate.rateMinor, rate.currency, ctx, fx);
    if (money && (!best || money.amountMinor < best.amountMinor)) best = money;
  }
  return best;
}
