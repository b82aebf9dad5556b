/**
 * Rooms for a party at one stop (spec 3 §3, §5), pure: which rooms, how many of each and
 * who sleeps where, so that every guest has a bed, no room holds more than its maximum
 * occupancy or maximum adults, every room has an adult, and every room is free every night.
 */
import type { Currency } from '~/lib/currency';
import type { FxRates } from '../fx/fx.rates';
import { convertMinor } from '../fx/fx.rates';
import { type ContractRate, RATE_SCHEME, rateForNight } from '../rates/live-rate';
import { childRate } from './quote.pricing';

export interface GuestChild {
  birthDate: string;
  /** Age on the first day of the trip. */
  age: number;
}

/** Who travels: children are under 18 on the first day (older ones count as adults), youngest first. */
export interface Guests {
  adults: number;
  children: GuestChild[];
}

export interface RoomRate extends ContractRate {
  mealPlanId: number;
}

export interface RoomData {
  id: number;
  maxOccupancy: number;
  maxAdults: number;
  familyFriendly: boolean;
  quantity: number;
  rates: RoomRate[];
  /** Nights with fewer free units than `quantity` (0 = sold out); any other night has them all. */
  limited: ReadonlyMap<string, number>;
}

/** A room with a meal plan, ready to allocate over the stop's nights. */
export interface RoomOption {
  roomId: number;
  mealPlanId: number;
  maxOccupancy: number;
  maxAdults: number;
  familyFriendly: boolean;
  /** Units free on every night of the stop. */
  available: number;
  /** The rate of each night, in night order (2-pax, falling back to 1-pax). */
  nightRates: ContractRate[];
}

/** Units of a room free on every one of the nights: a single sold-out night makes it 0. */
export function availableUnits(room: RoomData, nights: readonly string[]): number {
  let free = room.quantity;
  for (const night of nights) free = Math.min(free, room.limited.get(night) ?? room.quantity);
  return Math.max(0, free);
}

/**
 * Spec 3 §5: a stay counts as available only if its total capacity — free units times
 * maximum occupancy, over its rooms — reaches adults plus children.
 */
export function stayHasCapacity(rooms: readonly RoomData[], nights: readonly string[], guests: number): boolean {
  let capacity = 0;
  for (const room of rooms) capacity += availableUnits(room, nights) * room.maxOccupancy;
  return capacity >= guests;
}

/**
 * The room with a meal plan that has a rate every night: the preferred plan when it
 * does, else the first plan (by id) that does. Null when no plan covers every night.
 */
export function roomOption(
  room: RoomData,
  nights: readonly string[],
  preferredMealPlanId?: number | null,
): RoomOption | null {
  const plans = [...new Set(room.rates.map((rate) => rate.mealPlanId))].sort((a, b) => a - b);
  if (preferredMealPlanId != null && plans.includes(preferredMealPlanId)) {
    plans.splice(plans.indexOf(preferredMealPlanId), 1);
    plans.unshift(preferredMealPlanId);
  }
  for (const mealPlanId of plans) {
    const rates = room.rates.filter((rate) => rate.mealPlanId === mealPlanId);
    const nightRates: ContractRate[] = [];
    for (const night of nights) {
      const rate = rateForNight(rates, night);
      if (!rate) break;
      nightRates.push(rate);
    }
    if (nightRates.length === nights.length) {
      return {
        roomId: room.id,
        mealPlanId,
        maxOccupancy: room.maxOccupancy,
        maxAdults: room.maxAdults,
        familyFriendly: room.familyFriendly,
        available: availableUnits(room, nights),
        nightRates,
      };
    }
  }
  return null;
}

export interface AllocatedUnit {
  option: RoomOption;
  adults: number;
  children: GuestChild[];
}

export interface Allocation {
  units: AllocatedUnit[];
  /** The estimated price in the target currency, to compare allocations and stays. */
  estimateMinor: number;
}

export interface AllocateOptions {
  target: Currency;
  fx: FxRates;
  /** The visitor asked for a family room: children go to family-friendly rooms when that works. */
  familyRoom?: boolean;
  /** The visitor chose the rooms: exactly this many units of each room id, nothing else. */
  fixed?: ReadonlyMap<number, number>;
}

/** Breaks ties between equal prices in favour of fewer rooms (a couple shares). */
const PER_UNIT = 1;

/**
 * The cheapest allocation that houses everyone, or null when none exists. A dynamic
 * programme over the options: for each, how many units and how many adults and children
 * (the next ones, youngest first) go into them; a block of k units can take A adults and
 * C children when k ≤ A ≤ k × maxAdults and A + C ≤ k × maxOccupancy. Its price does not
 * depend on how they spread over the units (per person: each adult pays; per room: each unit).
 */
export function allocateRooms(
  options: readonly RoomOption[],
  guests: Guests,
  settings: AllocateOptions,
): Allocation | null {
  if (settings.familyRoom && guests.children.length > 0) {
    const family = solve(options, guests, settings, true);
    if (family) return family;
  }
  return solve(options, guests, settings, false);
}

interface Block {
  k: number;
  adults: number;
  children: number;
}

function solve(options: readonly RoomOption[], guests: Guests, settings: AllocateOptions, familyOnly: boolean) {
  const n = guests.children.length;
  const costs = options.map((option) => optionCosts(option, guests.children, settings));
  const memo = new Map<string, { cost: number; blocks: Block[] }>();
  const best = (t: number, a: number, c: number): { cost: number; blocks: Block[] } => {
    if (t === options.length) return { cost: a === 0 && c === 0 ? 0 : Number.POSITIVE_INFINITY, blocks: [] };
    const key = `${t}:${a}:${c}`;
    const known = memo.get(key);
    if (known) return known;
    const option = options[t] as RoomOption;
    const price = costs[t] as ReturnType<typeof optionCosts>;
    const fixed = settings.fixed?.get(option.roomId);
    const maxK = settings.fixed ? (fixed ?? 0) : Math.min(option.available, a);
    const minK = settings.fixed ? maxK : 0;
    let result = { cost: Number.POSITIVE_INFINITY, blocks: [] as Block[] };
    for (let k = minK; k <= maxK; k += 1) {
      if (k > a) break;
      const maxAdults = Math.min(a, k * option.maxAdults);
      for (let adults = k; adults <= maxAdults; adults += 1) {
        const childRoom = familyOnly && !option.familyFriendly ? 0 : k * option.maxOccupancy - adults;
        const maxChildren = Math.min(c, Math.max(0, childRoom));
        for (let children = 0; children <= maxChildren; children += 1) {
          const rest = best(t + 1, a - adults, c - children);
          if (!Number.isFinite(rest.cost)) continue;
          const first = n - c;
          const own =
            (option.nightRates[0]?.rateScheme === RATE_SCHEME.perRoom ? k : adults) * price.adultOrRoom +
            (price.childPrefix[first + children] ?? 0) -
            (price.childPrefix[first] ?? 0) +
            k * PER_UNIT;
          if (own + rest.cost < result.cost) {
            result = { cost: own + rest.cost, blocks: [{ k, adults, children }, ...rest.blocks] };
          }
        }
        if (k === 0) break;
      }
    }
    memo.set(key, result);
    return result;
  };
  const solution = best(0, guests.adults, n);
  if (!Number.isFinite(solution.cost)) return null;
  return { units: spread(options, solution.blocks, guests.children), estimateMinor: solution.cost };
}

/** Per option: the price of one adult (per person) or one unit (per room) over all nights, and prefix sums per child. */
function optionCosts(option: RoomOption, children: readonly GuestChild[], settings: AllocateOptions) {
  const convert = (minor: number, rate: ContractRate) =>
    convertMinor(minor, rate.currency, settings.target, settings.fx);
  const adultOrRoom = option.nightRates.reduce((sum, rate) => sum + convert(rate.rateMinor, rate), 0);
  const childPrefix = [0];
  for (const child of children) {
    const cost = option.nightRates.reduce((sum, rate) => sum + convert(childRate(rate, child.age), rate), 0);
    childPrefix.push((childPrefix.at(-1) ?? 0) + cost);
  }
  return { adultOrRoom, childPrefix };
}

/** Blocks into units: adults spread evenly (one at least in each), children fill the room left. */
function spread(
  options: readonly RoomOption[],
  blocks: readonly Block[],
  children: readonly GuestChild[],
): AllocatedUnit[] {
  const units: AllocatedUnit[] = [];
  let nextChild = 0;
  blocks.forEach((block, t) => {
    const option = options[t] as RoomOption;
    const start = units.length;
    for (let i = 0; i < block.k; i += 1) {
      const adults = Math.floor(block.adults / block.k) + (i < block.adults % block.k ? 1 : 0);
      units.push({ option, adults, children: [] });
    }
    for (let placed = 0; placed < block.children; placed += 1) {
      const child = children[nextChild] as GuestChild;
      nextChild += 1;
      const unit = units.slice(start).find((u) => u.adults + u.children.length < option.maxOccupancy);
      unit?.children.push(child);
    }
  });
  return units;
}
