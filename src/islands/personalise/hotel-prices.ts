/**
 * Which live prices the Hotels step needs: per shown room a sample (the guests one unit
 * would take), and per booked unit its own guests, so the stop's total is the sum of
 * what each room costs for who sleeps in it.
 */
import { stopCoverage } from './hotel-selection';
import type { PriceRequest } from './live-prices';
import type { StopSelection } from './personalise-state';
import type { LiveRate, Money, RoomOption, StopData } from './personalise.types';
import { stopDates } from './plain-date';
import { type Coverage, type Party, partyOnArrival, sampleParty } from './room-allocation';

/** The meal plan a room is shown (and priced) with: the chosen one, the template's, or its first. */
export function mealPlanFor(room: RoomOption, selection: StopSelection | undefined, stop: StopData): number | null {
  const chosen = selection?.rooms.find((entry) => entry.roomId === room.id)?.mealPlanId;
  const offered = (id: number | null | undefined) => id != null && room.mealPlans.some((plan) => plan.id === id);
  if (offered(chosen)) return chosen ?? null;
  if (offered(stop.mealPlanId)) return stop.mealPlanId;
  return room.mealPlans[0]?.id ?? null;
}

export function sampleRequest(
  room: RoomOption,
  mealPlanId: number,
  party: Party,
  dates: { from: string; to: string },
): PriceRequest {
  const sample = sampleParty(partyOnArrival(party, dates.from), room);
  return { roomId: room.id, mealPlanId, fromDate: dates.from, toDate: dates.to, ...sample };
}

/** One request per booked unit, with that unit's guests (the allocation of a covered stop). */
export function unitRequests(
  coverage: Coverage,
  selection: StopSelection | undefined,
  dates: { from: string; to: string },
): PriceRequest[] {
  if (!coverage.ok || !selection) return [];
  return coverage.units.flatMap((unit) => {
    const mealPlanId = selection.rooms.find((entry) => entry.roomId === unit.roomId)?.mealPlanId;
    return mealPlanId === undefined
      ? []
      : [
          {
            roomId: unit.roomId,
            mealPlanId,
            fromDate: dates.from,
            toDate: dates.to,
            adults: unit.adults,
            children: unit.children,
          },
        ];
  });
}

export interface StopPlan {
  stop: StopData;
  dates: { from: string; to: string };
  selection: StopSelection | undefined;
  coverage: Coverage;
  /** The sample request per room of the chosen stay. */
  samples: Map<number, PriceRequest>;
  units: PriceRequest[];
}

/** Everything the Hotels step shows and prices, per stop, for a start date and party. */
export function planStops(
  stops: readonly StopData[],
  selections: Readonly<Record<string, StopSelection>>,
  party: Party,
  startDate: string,
): StopPlan[] {
  const dates = stopDates(
    startDate,
    stops.map((stop) => stop.nights),
  );
  return stops.map((stop, index) => {
    const stopRange = dates[index] ?? { from: startDate, to: startDate };
    const selection = selections[stop.id];
    const coverage = stopCoverage(stop, selection, party, stopRange.from);
    const stay = selection && stop.stays.find((candidate) => candidate.id === selection.stayId);
    const samples = new Map<number, PriceRequest>();
    for (const room of stay?.rooms ?? []) {
      const mealPlanId = mealPlanFor(room, selection, stop);
      if (mealPlanId !== null) samples.set(room.id, sampleRequest(room, mealPlanId, party, stopRange));
    }
    return {
      stop,
      dates: stopRange,
      selection,
      coverage,
      samples,
      units: unitRequests(coverage, selection, stopRange),
    };
  });
}

/** Every price the plans need, once. */
export const priceRequestsOf = (plans: readonly StopPlan[]): PriceRequest[] =>
  plans.flatMap((plan) => [...plan.samples.values(), ...plan.units]);

/** A stop's total from its units' prices: null until all are known or when one cannot be booked. */
export function stopTotal(
  units: readonly PriceRequest[],
  priceOf: (request: PriceRequest) => LiveRate | null | undefined,
): { total: Money | null; unavailable: boolean } {
  let amountMinor = 0;
  let currency: string | null = null;
  let complete = true;
  for (const unit of units) {
    const rate = priceOf(unit);
    if (rate === null) return { total: null, unavailable: true };
    if (rate === undefined) {
      complete = false;
      continue;
    }
    amountMinor += rate.rate.amountMinor;
    currency = rate.rate.currency;
  }
  return { total: complete && currency ? { amountMinor, currency } : null, unavailable: false };
}
