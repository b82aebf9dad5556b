/** Stays and rooms per stop: the defaults the Hotels step starts from, and the check it runs. */
import type { StopSelection } from './personalise-state';
import type { StayOption, StopData } from './personalise.types';
import {
  type Coverage,
  checkCoverage,
  type Party,
  partyOnArrival,
  type RoomChoice,
  unitsNeeded,
} from './room-allocation';

export function choicesFor(stay: StayOption, selection: StopSelection): RoomChoice[] {
  return selection.rooms.flatMap((chosen) => {
    const room = stay.rooms.find((candidate) => candidate.id === chosen.roomId);
    return room
      ? [
          {
            roomId: room.id,
            maxAdults: room.maxAdults,
            maxOccupancy: room.maxOccupancy,
            quantity: chosen.quantity,
            available: room.quantity,
          },
        ]
      : [];
  });
}

/**
 * A stay's starting selection for the party: the preferred room (the template's) when
 * enough of it holds everyone, else the room that needs the fewest units, with its first
 * meal plan unless the preferred one is offered.
 */
export function defaultStaySelection(
  stay: StayOption,
  party: Party,
  preferredRoomId: number | null,
  preferredMealPlanId: number | null,
): StopSelection {
  const fits = stay.rooms
    .map((room) => ({ room, units: unitsNeeded(party, { ...room, roomId: room.id }, room.quantity) }))
    .filter((option): option is { room: StayOption['rooms'][number]; units: number } => option.units !== null);
  const preferred = fits.find((option) => option.room.id === preferredRoomId);
  const fewest = [...fits].sort((a, b) => a.units - b.units)[0];
  const pick = preferred ?? fewest;
  if (!pick) return { stayId: stay.id, rooms: [], touched: false };
  const mealPlan = pick.room.mealPlans.find((plan) => plan.id === preferredMealPlanId) ?? pick.room.mealPlans[0];
  if (!mealPlan) return { stayId: stay.id, rooms: [], touched: false };
  return {
    stayId: stay.id,
    rooms: [{ roomId: pick.room.id, quantity: pick.units, mealPlanId: mealPlan.id }],
    touched: false,
  };
}

/** Stays with at least one room that can be priced: the only ones offered. */
export const bookableStays = (stop: StopData): StayOption[] => stop.stays.filter((stay) => stay.rooms.length > 0);

export function defaultSelection(stop: StopData, party: Party): StopSelection | null {
  const stays = bookableStays(stop);
  const stay = stays.find((candidate) => candidate.id === stop.stayId) ?? stays[0];
  return stay ? defaultStaySelection(stay, party, stop.roomId, stop.mealPlanId) : null;
}

/** A selection still describes rooms of its stay (the catalogue may have changed since it was stored). */
function stillValid(stop: StopData, selection: StopSelection): boolean {
  const stay = stop.stays.find((candidate) => candidate.id === selection.stayId);
  return (
    !!stay &&
    selection.rooms.every((chosen) => {
      const room = stay.rooms.find((candidate) => candidate.id === chosen.roomId);
      return !!room && room.mealPlans.some((plan) => plan.id === chosen.mealPlanId);
    })
  );
}

/**
 * The selections for the Hotels step: what the visitor chose stays; untouched stops (and
 * choices that no longer exist) get the default for the current party.
 */
export function selectionsFor(
  stops: readonly StopData[],
  current: Readonly<Record<string, StopSelection>>,
  party: Party,
): Record<string, StopSelection> {
  const next: Record<string, StopSelection> = {};
  for (const stop of stops) {
    const chosen = current[stop.id];
    if (chosen?.touched && stillValid(stop, chosen)) next[stop.id] = chosen;
    else {
      const fallback = defaultSelection(stop, party);
      if (fallback) next[stop.id] = fallback;
    }
  }
  return next;
}

/**
 * Whether a stop's rooms hold the party as it is on arrival at that stop. A stop with no
 * bookable stay at all is left to the consultant: it never blocks the visitor.
 */
export function stopCoverage(
  stop: StopData,
  selection: StopSelection | undefined,
  party: Party,
  arrival: string,
): Coverage {
  if (bookableStays(stop).length === 0) return { ok: true, units: [] };
  const stay = selection && stop.stays.find((candidate) => candidate.id === selection.stayId);
  if (!selection || !stay) return { ok: false, problem: 'noRooms' };
  return checkCoverage(partyOnArrival(party, arrival), choicesFor(stay, selection));
}

/** Same selections, by value: the defaults need not be written when nothing changed. */
export const sameSelections = (a: Record<string, StopSelection>, b: Record<string, StopSelection>) =>
  JSON.stringify(a) === JSON.stringify(b);
