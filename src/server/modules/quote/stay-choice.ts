import type { Currency } from '~/lib/currency';
import type { FxRates } from '../fx/fx.rates';
import {
  type Allocation,
  allocateRooms,
  breaksScore,
  type Guests,
  type RoomData,
  roomOption,
  stayHasCapacity,
  type TravellingType,
} from './room-allocation';

export interface StayCandidate {
  id: number;
  rooms: readonly RoomData[];
}

export interface StayChoice<S extends StayCandidate> {
  stay: S;
  allocation: Allocation;
  withinBudget: boolean;
}

export interface ChooseStayOptions {
  nights: readonly string[];
  guests: Guests;
  target: Currency;
  fx: FxRates;
  familyRoom: boolean;
  travellingType?: TravellingType | null;
  /** The template's meal plan, tried first in the template's stay. */
  mealPlanId: number | null;
  /** What the rooms of this stop may cost in all, target currency; null: no budget given. */
  budgetMinor: number | null;
}

/** The cheapest way to house the party in one stay, or null when the stay is full or unpriced those nights. */
export function allocateInStay<S extends StayCandidate>(
  stay: S,
  options: ChooseStayOptions,
  mealPlanId: number | null,
) {
  const guestCount = options.guests.adults + options.guests.children.length;
  if (!stayHasCapacity(stay.rooms, options.nights, guestCount)) return null;
  const roomOptions = stay.rooms.flatMap((room) => {
    const option = roomOption(room, options.nights, mealPlanId);
    return option && option.available > 0 ? [option] : [];
  });
  return allocateRooms(roomOptions, options.guests, {
    target: options.target,
    fx: options.fx,
    familyRoom: options.familyRoom,
    travellingType: options.travellingType ?? null,
  });
}

/** 0 when the rooms follow how the party travels (decision 021); more the more they part it. */
export const partingScore = (allocation: Allocation) => breaksScore(allocation.breaks);

/**
 * The stay for a stop: the template's own stay when it can house everyone every night the
 * way they travel (decision 021) and fits the budget, when there is one; else another stay
 * in the same destination. First the stays that part the party least — a family together
 * in another stay's family room rather than split in the template's — and among those the
 * template's when it fits the budget, else within budget the dearest that fits (the best
 * the money buys), without a budget or when none fits the cheapest. Null when no stay can.
 */
export function chooseStay<S extends StayCandidate>(
  template: S | undefined,
  others: readonly S[],
  options: ChooseStayOptions,
): StayChoice<S> | null {
  const fits = (allocation: Allocation) =>
    options.budgetMinor == null || allocation.estimateMinor <= options.budgetMinor;
  const own = template ? allocateInStay(template, options, options.mealPlanId) : null;
  if (template && own && fits(own) && partingScore(own) === 0) {
    return { stay: template, allocation: own, withinBudget: true };
  }

  const feasible: StayChoice<S>[] = [];
  if (template && own) feasible.push({ stay: template, allocation: own, withinBudget: false });
  for (const stay of others) {
    if (stay.id === template?.id) continue;
    const allocation = allocateInStay(stay, options, null);
    if (allocation) feasible.push({ stay, allocation, withinBudget: fits(allocation) });
  }
  if (feasible.length === 0) return null;
  const least = Math.min(...feasible.map((choice) => partingScore(choice.allocation)));
  const together = feasible.filter((choice) => partingScore(choice.allocation) === least);
  if (template && own && fits(own) && partingScore(own) === least) {
    return { stay: template, allocation: own, withinBudget: true };
  }
  const byPrice = together.sort(
    (a, b) => a.allocation.estimateMinor - b.allocation.estimateMinor || a.stay.id - b.stay.id,
  );
  const affordable = byPrice.filter((choice) => choice.withinBudget);
  if (options.budgetMinor != null && affordable.length > 0) return affordable.at(-1) ?? null;
  return byPrice[0] ?? null;
}
