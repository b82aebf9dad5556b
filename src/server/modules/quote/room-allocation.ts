/**
 * Rooms for a party at one stop (spec 3 §3, §5), pure: which rooms, how many of each and
 * who sleeps where, so that every guest has a bed, no room holds more than its maximum
 * occupancy or maximum adults, every room has an adult, and every room is free every night
 * — and, among those, the way people travel: partners and families together, the family
 * room the visitor asked for, the fewest rooms, then the price (docs/decisions/021).
 */
import type { Currency } from '~/lib/currency';
import type { TRAVELLING_TYPES } from '~/lib/schemas/enquiry-values';
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

/**
 * Where an allocation falls short of how the party travels (all 0 when it does not);
 * decision 021 gives the order in which they are given up.
 */
export interface RuleBreaks {
  /** Rooms a family takes beyond one. */
  familySplit: number;
  /** Couples not sharing a room. */
  couplesSplit: number;
  /** Adults of a split family alone in a room while the children are elsewhere. */
  adultsAlone: number;
  /** Children outside family-friendly rooms although the visitor asked for a family room. */
  childrenOutsideFamilyRooms: number;
  /** Rooms where a couple shares with more guests than each other. */
  sharedRooms: number;
}

/**
 * The rule breaks as one number, most important first (0: the allocation follows how the
 * party travels): to compare allocations in different stays.
 */
export function breaksScore(breaks: RuleBreaks): number {
  return [
    breaks.familySplit,
    breaks.couplesSplit,
    breaks.adultsAlone,
    breaks.childrenOutsideFamilyRooms,
    breaks.sharedRooms,
  ].reduce((sum, count) => sum * BASE + count, 0);
}

export interface Allocation {
  units: AllocatedUnit[];
  /** The estimated price in the target currency, to compare allocations and stays. */
  estimateMinor: number;
  breaks: RuleBreaks;
}

export type TravellingType = (typeof TRAVELLING_TYPES)[number];

export interface AllocateOptions {
  target: Currency;
  fx: FxRates;
  /** The wizard's answer: who travels together (ALONE, PARTNER, FAMILY, GROUP); unknown when not given. */
  travellingType?: TravellingType | null;
  /** The visitor asked for a family room: children go to family-friendly rooms when that works. */
  familyRoom?: boolean;
  /** The visitor chose the rooms: exactly this many units of each room id, nothing else. */
  fixed?: ReadonlyMap<number, number>;
}

/**
 * How the party shares rooms. SOLO: one adult. COUPLES: adults two by two, each couple in
 * a room of its own. FAMILY: everyone in one room when a room takes them. FRIENDS: anyone
 * shares with anyone, children with any adult of the group.
 */
export type PartyKind = 'SOLO' | 'COUPLES' | 'FAMILY' | 'FRIENDS';

/**
 * The wizard's travelling type read together with the party: children make a family
 * (a parent travelling "alone" with a child, partners with children) unless the party is
 * a group; without a type, one adult travels solo, two are a couple, more are friends.
 */
export function partyKind(guests: Guests, travellingType?: TravellingType | null): PartyKind {
  if (guests.children.length > 0) return travellingType === 'GROUP' ? 'FRIENDS' : 'FAMILY';
  if (guests.adults === 1) return 'SOLO';
  if (travellingType === 'FAMILY') return 'FAMILY';
  if (travellingType === 'GROUP' || travellingType === 'ALONE') return 'FRIENDS';
  if (travellingType === 'PARTNER' || guests.adults === 2) return 'COUPLES';
  return 'FRIENDS';
}

/**
 * Whether a stay has a room that houses the party the way it travels: the whole family in
 * one room, a couple in one; a solo traveller and friends fit any room.
 */
export function housesTogether(
  rooms: readonly Pick<RoomData, 'maxOccupancy' | 'maxAdults'>[],
  guests: Guests,
  kind: PartyKind,
): boolean {
  const adultsIn = (room: Pick<RoomData, 'maxOccupancy' | 'maxAdults'>) => Math.min(room.maxAdults, room.maxOccupancy);
  if (kind === 'FAMILY') {
    const everyone = guests.adults + guests.children.length;
    return rooms.some((room) => room.maxOccupancy >= everyone && adultsIn(room) >= guests.adults);
  }
  if (kind === 'COUPLES') return rooms.some((room) => adultsIn(room) >= 2);
  return true;
}

/**
 * The best allocation that houses everyone, or null when none exists. Every allocation
 * that keeps the hard rules (an adult in every room, at most `maxAdults` adults and
 * `maxOccupancy` guests in a room, only free units, exactly the visitor's rooms when fixed)
 * is ranked by the rules of decision 021 in order — family together, couples together,
 * no adult of a split family alone, children in family rooms when asked for, couples not
 * sharing, fewest rooms — and the price only after them.
 *
 * A dynamic programme over the options finds the best exactly: for each option, how many
 * units and how many adults and children (the next ones, youngest first) go into them. A
 * block of k units takes A adults and C children when k ≤ A ≤ k × min(maxAdults,
 * maxOccupancy) and A + C ≤ k × maxOccupancy. Its price does not depend on how they spread
 * over the units (per person each adult pays, per room each unit), its rule count does
 * only through the adults per unit, and that best spread is known (`adultParts`).
 */
export function allocateRooms(
  options: readonly RoomOption[],
  guests: Guests,
  settings: AllocateOptions,
): Allocation | null {
  const kind = partyKind(guests, settings.travellingType);
  const familyRoom = Boolean(settings.familyRoom) && guests.children.length > 0;
  const n = guests.children.length;
  const costs = options.map((option) => optionCosts(option, guests.children, settings));
  const memo = new Map<number, Best>();
  const best = (t: number, a: number, c: number): Best => {
    if (t === options.length) return a === 0 && c === 0 ? NOTHING : IMPOSSIBLE;
    const key = (t * 64 + a) * 64 + c;
    const known = memo.get(key);
    if (known) return known;
    const option = options[t] as RoomOption;
    const price = costs[t] as ReturnType<typeof optionCosts>;
    const fixed = settings.fixed?.get(option.roomId);
    const maxK = settings.fixed ? (fixed ?? 0) : Math.min(option.available, a);
    const minK = settings.fixed ? maxK : 0;
    const adultCap = Math.min(option.maxAdults, option.maxOccupancy);
    let result = IMPOSSIBLE;
    for (let k = minK; k <= Math.min(maxK, a); k += 1) {
      const maxAdults = k === 0 ? 0 : Math.min(a, k * adultCap);
      for (let adults = k; adults <= maxAdults; adults += 1) {
        const parts = adultParts(kind, k, adults, adultCap);
        const maxChildren = Math.min(c, k * option.maxOccupancy - adults);
        for (let children = 0; children <= maxChildren; children += 1) {
          const rest = best(t + 1, a - adults, c - children);
          if (rest === IMPOSSIBLE) continue;
          const first = n - c;
          const breaks = blockBreaks(kind, option, parts, children, familyRoom);
          const rules = pack(breaks, k) + rest.rules;
          const cost =
            (option.nightRates[0]?.rateScheme === RATE_SCHEME.perRoom ? k : adults) * price.adultOrRoom +
            (price.childPrefix[first + children] ?? 0) -
            (price.childPrefix[first] ?? 0) +
            rest.cost;
          if (rules < result.rules || (rules === result.rules && cost < result.cost)) {
            result = { rules, cost, blocks: [{ k, adults, children }, ...rest.blocks] };
          }
        }
      }
    }
    memo.set(key, result);
    return result;
  };
  const solution = best(0, guests.adults, n);
  if (solution === IMPOSSIBLE) return null;
  const units = spread(kind, options, solution.blocks, guests.children);
  return { units, estimateMinor: solution.cost, breaks: breaksOf(kind, units, familyRoom) };
}

interface Block {
  k: number;
  adults: number;
  children: number;
}

interface Best {
  /** The rule counts of decision 021 packed into one number, most important first. */
  rules: number;
  cost: number;
  blocks: Block[];
}

const NOTHING: Best = { rules: 0, cost: 0, blocks: [] };
const IMPOSSIBLE: Best = { rules: Number.POSITIVE_INFINITY, cost: Number.POSITIVE_INFINITY, blocks: [] };

/** Each count stays below 64: a party has at most 20 adults, so at most 20 rooms. */
const BASE = 64;

/** The rule counts in their order of importance, then the rooms, as one number that adds up block by block. */
function pack(breaks: RuleBreaks, rooms: number): number {
  return breaksScore(breaks) * BASE + rooms;
}

/**
 * The rule counts of one block of units, additive over blocks. For a family every room
 * counts (k rooms for the family: the total minus one is its split); for couples every
 * room with an odd number of adults (two of them are one couple apart, the odd adult of
 * an odd party sleeps alone in one of them). Children go first to the rooms with one adult.
 */
function blockBreaks(
  kind: PartyKind,
  option: RoomOption,
  parts: readonly number[],
  children: number,
  familyRoom: boolean,
): RuleBreaks {
  const single = parts.filter((adults) => adults === 1).length;
  return {
    familySplit: kind === 'FAMILY' ? parts.length : 0,
    couplesSplit: kind === 'COUPLES' ? parts.filter((adults) => adults % 2 === 1).length : 0,
    adultsAlone: kind === 'FAMILY' ? single - (option.maxOccupancy > 1 ? Math.min(single, children) : 0) : 0,
    childrenOutsideFamilyRooms: familyRoom && !option.familyFriendly ? children : 0,
    sharedRooms: kind === 'COUPLES' ? parts.filter((adults) => adults > 2).length : 0,
  };
}

/** The same counts for a finished allocation, as reported: splits beyond the one room a family or couple needs. */
function breaksOf(kind: PartyKind, units: readonly AllocatedUnit[], familyRoom: boolean): RuleBreaks {
  const total = { familySplit: 0, couplesSplit: 0, adultsAlone: 0, childrenOutsideFamilyRooms: 0, sharedRooms: 0 };
  let adults = 0;
  for (const unit of units) {
    const one = blockBreaks(kind, unit.option, [unit.adults], unit.children.length, familyRoom);
    total.familySplit += one.familySplit;
    total.couplesSplit += one.couplesSplit;
    total.adultsAlone += one.adultsAlone;
    total.childrenOutsideFamilyRooms += one.childrenOutsideFamilyRooms;
    total.sharedRooms += one.sharedRooms;
    adults += unit.adults;
  }
  total.familySplit = Math.max(0, total.familySplit - 1);
  total.couplesSplit = Math.max(0, (total.couplesSplit - (adults % 2)) / 2);
  return total;
}

const partsMemo = new Map<string, { parts: number[]; rules: number }>();

/**
 * How k units share A adults (each 1 to `cap`). Couples: the spread with the fewest odd
 * rooms, then the fewest rooms above two (2 + 2, not 3 + 1 or 1 + 3); everyone else: as
 * evenly as possible, which also leaves the fewest adults alone.
 */
function adultParts(kind: PartyKind, k: number, adults: number, cap: number): number[] {
  if (k === 0) return [];
  if (kind !== 'COUPLES') {
    return Array.from({ length: k }, (_, i) => Math.floor(adults / k) + (i < adults % k ? 1 : 0));
  }
  const key = `${k}:${adults}:${cap}`;
  const known = partsMemo.get(key);
  if (known) return known.parts;
  let found = { parts: [] as number[], rules: Number.POSITIVE_INFINITY };
  for (let first = Math.min(cap, adults - (k - 1)); first >= 1; first -= 1) {
    const rest = adults - first;
    if (rest > (k - 1) * cap) break;
    const parts = [first, ...adultParts(kind, k - 1, rest, cap)];
    const rules = parts.reduce((sum, part) => sum + (part % 2) * BASE + (part > 2 ? 1 : 0), 0);
    if (rules < found.rules) found = { parts, rules };
  }
  partsMemo.set(key, found);
  return found.parts;
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

/**
 * Blocks into units: the adults as `adultParts` spread them; the children first one to
 * each room with a single adult, then round by round into the rooms with free beds.
 */
function spread(
  kind: PartyKind,
  options: readonly RoomOption[],
  blocks: readonly Block[],
  children: readonly GuestChild[],
): AllocatedUnit[] {
  const units: AllocatedUnit[] = [];
  let nextChild = 0;
  blocks.forEach((block, t) => {
    const option = options[t] as RoomOption;
    const adultCap = Math.min(option.maxAdults, option.maxOccupancy);
    const own = adultParts(kind, block.k, block.adults, adultCap).map(
      (adults): AllocatedUnit => ({
        option,
        adults,
        children: [],
      }),
    );
    const free = (unit: AllocatedUnit) => unit.adults + unit.children.length < option.maxOccupancy;
    let left = block.children;
    for (const unit of own) {
      if (left > 0 && unit.adults === 1 && free(unit)) {
        unit.children.push(children[nextChild] as GuestChild);
        nextChild += 1;
        left -= 1;
      }
    }
    while (left > 0) {
      for (const unit of own.filter(free)) {
        if (left === 0) break;
        unit.children.push(children[nextChild] as GuestChild);
        nextChild += 1;
        left -= 1;
      }
    }
    units.push(...own);
  });
  return units;
}
