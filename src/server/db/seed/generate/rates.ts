import type { Currency } from '~/lib/currency';
import type { Season } from '../catalogue/destination-seed';
import { FX_RATES, toEurMinor } from '../catalogue/fx-rates';
import { mealPlanId } from '../catalogue/meal-plans';
import { PROPERTY_PROFILES } from '../catalogue/property-profiles';
import { addDays, isoDate, RATE_MONTHS, addMonths } from '../dates';
import { buildRoomRate, type RoomRateInsert } from '../factory-builders';
import { randomFor } from '../random';
import type { IdSequence } from './ids';
import { SEASON_FACTORS, seasonRanges } from './seasons';
import type { GeneratedStay } from './stays';

export interface AvailabilityRow {
  roomId: number;
  night: string;
  quantityAvailable: number;
}

/** Cheapest 2-pax price per person per night, by season, in EUR minor units. */
export type CheapestBySeason = Record<Season, number>;

/** The second meal plan costs this much more than the first. */
const SECOND_MEAL_PLAN = 1.18;
const SINGLE_SUPPLEMENT = 1.35;

/** Rounds to a price a contract would show: whole dollars, or tens of rand. */
function contractMinor(usd: number, currency: Currency): number {
  const units = (usd * FX_RATES[currency]) / FX_RATES.USD;
  const step = currency === 'USD' ? 1 : 10;
  return Math.max(step, Math.round(units / step) * step) * 100;
}

/**
 * Season × meal plan × pax rates for every room. Scheme 1 is per person per night, with
 * a single supplement for one person; scheme 2 (villas, apartments, self-catering) is per
 * room, the same for one or two.
 */
export function buildRates(stays: readonly GeneratedStay[], anchor: Date, ids: IdSequence) {
  const roomRates: RoomRateInsert[] = [];
  const cheapest = new Map<number, CheapestBySeason>();
  for (const stay of stays) {
    const profile = PROPERTY_PROFILES[stay.type];
    const currency = stay.place.rateCurrency;
    const ranges = seasonRanges(stay.place.climate, anchor);
    const best: CheapestBySeason = {
      H: Number.POSITIVE_INFINITY,
      S: Number.POSITIVE_INFINITY,
      L: Number.POSITIVE_INFINITY,
    };
    for (const { row: room, template } of stay.rooms) {
      for (const range of ranges) {
        profile.mealPlans.forEach((code, planIndex) => {
          const usd =
            stay.baseUsd * template.factor * SEASON_FACTORS[range.season] * (planIndex === 0 ? 1 : SECOND_MEAL_PLAN);
          const pax2 = contractMinor(usd, currency);
          const shared = profile.rateScheme === 2 || template.type === 'dormitory';
          const pax1 = shared ? pax2 : contractMinor(usd * SINGLE_SUPPLEMENT, currency);
          const child = profile.rateScheme === 1 ? [0.5, 0.75] : [0.1, 0.2];
          for (const [pax, rateMinor] of [
            [2, pax2],
            [1, pax1],
          ] as const) {
            roomRates.push(
              buildRoomRate({
                id: ids.next('room_rates'),
                roomId: room.id,
                mealPlanId: mealPlanId(code),
                seasonStart: range.start,
                seasonEnd: range.end,
                pax,
                rateScheme: profile.rateScheme,
                currency,
                rateMinor,
                childRate0To12Minor: Math.round((pax2 * (child[0] as number)) / 100) * 100,
                childRate13To17Minor: Math.round((pax2 * (child[1] as number)) / 100) * 100,
              }),
            );
          }
          // Per person when two share: a per-room rate is split between them.
          const perPerson = profile.rateScheme === 2 ? pax2 / 2 : pax2;
          best[range.season] = Math.min(best[range.season], Math.round(toEurMinor(perPerson, currency)));
        });
      }
    }
    cheapest.set(stay.row.id, fillMissingSeasons(best));
  }
  return { roomRates, cheapest };
}

/** A climate may lack a season inside the window; borrow the nearest one so lookups never fail. */
function fillMissingSeasons(best: CheapestBySeason): CheapestBySeason {
  const known = (['H', 'S', 'L'] as const).map((s) => best[s]).filter(Number.isFinite);
  const fallback = Math.min(...known);
  return {
    H: Number.isFinite(best.H) ? best.H : fallback,
    S: Number.isFinite(best.S) ? best.S : fallback,
    L: Number.isFinite(best.L) ? best.L : fallback,
  };
}

/**
 * A few sold-out (0) and limited nights per room inside the rate window. Only these
 * exceptions are stored; every other night has the room's whole quantity.
 */
export function buildAvailability(stays: readonly GeneratedStay[], anchor: Date): AvailabilityRow[] {
  const days = Math.round((addMonths(anchor, RATE_MONTHS).getTime() - anchor.getTime()) / 86_400_000);
  const rows: AvailabilityRow[] = [];
  for (const stay of stays) {
    for (const { row: room } of stay.rooms) {
      const rng = randomFor('availability', room.id);
      const nights = new Map<number, number>();
      const limitedRuns = room.quantity > 1 ? rng.int(0, 2) : 0;
      for (let run = 0; run < limitedRuns; run++) {
        const start = rng.int(0, days - 5);
        const left = rng.int(1, room.quantity - 1);
        const length = rng.int(1, 4);
        for (let n = 0; n < length; n++) nights.set(start + n, left);
      }
      const soldOutRuns = rng.int(0, 2);
      for (let run = 0; run < soldOutRuns; run++) {
        const start = rng.int(0, days - 5);
        const length = rng.int(1, 4);
        for (let n = 0; n < length; n++) nights.set(start + n, 0);
      }
      for (const [offset, quantityAvailable] of [...nights].sort((a, b) => a[0] - b[0])) {
        rows.push({ roomId: room.id, night: isoDate(addDays(anchor, offset)), quantityAvailable });
      }
    }
  }
  return rows;
}
