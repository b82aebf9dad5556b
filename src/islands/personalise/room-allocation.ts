/**
 * Do the selected rooms hold the whole party (spec 3 §5 'Selected rooms do not cover all
 * trip guests')? And if so, who sleeps where, so each room can be priced for its own guests.
 *
 * - Every booked room needs at least one adult: a child never has a room alone.
 * - A room takes at most `maxAdults` adults and `maxOccupancy` guests in all.
 * - A child who is 18 or older on arrival counts as an adult (as the rates do).
 * - Guests are spread evenly (2 + 2 rather than 3 + 1): that is how a party books rooms,
 *   and the sharing rate is the one a per-person price rests on.
 * With those rules a party fits exactly when rooms ≤ adults, adults ≤ Σ min(maxAdults,
 * maxOccupancy) and everyone ≤ Σ maxOccupancy; the spreading below finds a fit whenever one exists.
 */
import { ageOn } from './plain-date';

export interface Party {
  adults: number;
  /** Dates of birth, YYYY-MM-DD. */
  children: string[];
}

export interface RoomCapacity {
  roomId: number;
  maxAdults: number;
  maxOccupancy: number;
}

export interface RoomChoice extends RoomCapacity {
  quantity: number;
  /** Units of this room the stay has (the most one can book). */
  available: number;
}

export interface UnitParty {
  roomId: number;
  adults: number;
  children: string[];
}

export type CoverageProblem = 'noRooms' | 'notCovered' | 'tooManyRooms' | 'overQuantity';

export type Coverage = { ok: true; units: UnitParty[] } | { ok: false; problem: CoverageProblem };

/** The party as rooms see it on arrival: children of 18 and over become adults. */
export function partyOnArrival(party: Party, arrival: string): Party {
  const children = party.children.filter((birth) => ageOn(birth, arrival) < 18);
  return { adults: party.adults + party.children.length - children.length, children };
}

/** Spreads the party over the rooms (one entry per unit booked); null when it does not fit. */
export function allocate(party: Party, units: readonly RoomCapacity[]): UnitParty[] | null {
  if (units.length === 0 || units.length > party.adults) return null;
  const rooms = units.map((unit) => ({ unit, adults: 0, children: [] as string[] }));
  const adultRoom = (room: (typeof rooms)[number]) =>
    room.adults < Math.min(room.unit.maxAdults, room.unit.maxOccupancy);
  const freeBed = (room: (typeof rooms)[number]) => room.adults + room.children.length < room.unit.maxOccupancy;
  // One adult per room first, then round by round, so guests spread evenly.
  for (const room of rooms) {
    if (!adultRoom(room)) return null;
    room.adults = 1;
  }
  let adultsLeft = party.adults - rooms.length;
  while (adultsLeft > 0) {
    const open = rooms.filter(adultRoom);
    if (open.length === 0) return null;
    for (const room of open.slice(0, adultsLeft)) room.adults += 1;
    adultsLeft -= Math.min(open.length, adultsLeft);
  }
  const children = [...party.children];
  while (children.length > 0) {
    const open = rooms.filter(freeBed);
    if (open.length === 0) return null;
    for (const room of open) {
      const child = children.shift();
      if (child === undefined) break;
      room.children.push(child);
    }
  }
  return rooms.map((room) => ({ roomId: room.unit.roomId, adults: room.adults, children: room.children }));
}

/** The coverage rule for one stop's selection; the units come back in the order chosen. */
export function checkCoverage(party: Party, choices: readonly RoomChoice[]): Coverage {
  const booked = choices.filter((choice) => choice.quantity > 0);
  if (booked.some((choice) => choice.quantity > choice.available)) return { ok: false, problem: 'overQuantity' };
  if (booked.length === 0) return { ok: false, problem: 'noRooms' };
  const units = booked.flatMap((choice) => Array.from({ length: choice.quantity }, () => choice));
  if (units.length > party.adults) return { ok: false, problem: 'tooManyRooms' };
  const allocation = allocate(party, units);
  return allocation ? { ok: true, units: allocation } : { ok: false, problem: 'notCovered' };
}

/** The fewest units of one room that hold the party, or null when even all of them do not. */
export function unitsNeeded(party: Party, room: RoomCapacity, available: number): number | null {
  for (let count = 1; count <= Math.min(available, party.adults); count += 1) {
    if (
      allocate(
        party,
        Array.from({ length: count }, () => room),
      )
    )
      return count;
  }
  return null;
}

/** The guests one unit of a room would take when the party books that room: its price sample. */
export function sampleParty(party: Party, room: Omit<RoomCapacity, 'roomId'>): Party {
  const adults = Math.max(1, Math.min(party.adults, room.maxAdults, room.maxOccupancy));
  return { adults, children: party.children.slice(0, Math.max(0, room.maxOccupancy - adults)) };
}
