/**
 * The personalise flow's choices checked against the trip (spec 3 §5), pure: a stay must
 * be at its stop, rooms must belong to the stay, free every night and house every guest,
 * activities must be offered at their stop, cars available for the trip. Each problem is
 * an issue with the path of the bad field, as the GraphQL error reports it.
 */
import type { MessageKey } from '~/i18n/messages';
import { carFitsTrip } from '~/lib/car-availability';
import type { Personalization } from '~/lib/schemas/enquiry';
import type { CarRow } from './quote.items';
import type { ActivityRow, StayData, TripStopRow } from './quote.loader';
import {
  type AllocateOptions,
  type Allocation,
  allocateRooms,
  type Guests,
  type RoomOption,
  roomOption,
} from './room-allocation';

export interface Issue {
  path: (string | number)[];
  message: MessageKey;
  values?: Record<string, string | number>;
}

export interface SelectionContext {
  stops: readonly TripStopRow[];
  stays: ReadonlyMap<number, StayData>;
  activities: ReadonlyMap<number, ActivityRow>;
  cars: ReadonlyMap<number, CarRow>;
  lineage: (destinationId: number) => readonly number[];
  /** Country codes the trip passes through. */
  countries: readonly string[];
  startDate: string;
}

const ROOT = 'personalization';

function duplicates<T>(values: readonly T[]): Set<number> {
  const seen = new Map<T, number>();
  const repeated = new Set<number>();
  values.forEach((value, index) => {
    if (seen.has(value)) repeated.add(index);
    else seen.set(value, index);
  });
  return repeated;
}

function roomIssues(rooms: Personalization['stops'][number]['rooms'], stay: StayData, at: (string | number)[]) {
  const issues: Issue[] = [];
  const repeated = duplicates(rooms.map((r) => r.roomId));
  rooms.forEach((pick, j) => {
    const room = stay.rooms.find((r) => r.id === pick.roomId);
    if (!room) issues.push({ path: [...at, j, 'roomId'], message: 'enquiry.roomNotInStay' });
    else if (repeated.has(j)) issues.push({ path: [...at, j, 'roomId'], message: 'enquiry.chosenTwice' });
    else if (pick.mealPlanId != null && !room.rates.some((rate) => rate.mealPlanId === pick.mealPlanId)) {
      issues.push({ path: [...at, j, 'mealPlanId'], message: 'validation.unknownValue' });
    }
  });
  return issues;
}

/** Everything that can be checked without dates: ids exist and belong together. */
export function checkSelections(selection: Personalization, ctx: SelectionContext): Issue[] {
  const issues: Issue[] = [];
  const stopById = new Map(ctx.stops.map((stop) => [stop.id, stop]));
  const repeatedStops = duplicates(selection.stops.map((s) => s.stopId));
  for (const [i, chosen] of selection.stops.entries()) {
    const at = [ROOT, 'stops', i];
    const stop = stopById.get(chosen.stopId);
    const stay = ctx.stays.get(chosen.stayId);
    if (!stop) issues.push({ path: [...at, 'stopId'], message: 'validation.unknownValue' });
    else if (repeatedStops.has(i)) issues.push({ path: [...at, 'stopId'], message: 'enquiry.chosenTwice' });
    else if (!stay) issues.push({ path: [...at, 'stayId'], message: 'validation.unknownValue' });
    else if (!ctx.lineage(stay.destinationId).includes(stop.destinationId)) {
      issues.push({ path: [...at, 'stayId'], message: 'enquiry.stayNotAtStop' });
    } else issues.push(...roomIssues(chosen.rooms, stay, [...at, 'rooms']));
  }
  const repeatedActivities = duplicates(selection.activities.map((a) => `${a.activityId}:${a.stopId}`));
  selection.activities.forEach((chosen, i) => {
    const at = [ROOT, 'activities', i];
    const activity = ctx.activities.get(chosen.activityId);
    const stop = stopById.get(chosen.stopId);
    if (!activity) issues.push({ path: [...at, 'activityId'], message: 'validation.unknownValue' });
    else if (!stop) issues.push({ path: [...at, 'stopId'], message: 'validation.unknownValue' });
    else if (!ctx.lineage(stop.destinationId).includes(activity.destinationId)) {
      issues.push({ path: [...at, 'activityId'], message: 'enquiry.activityNotAtStop' });
    } else if (repeatedActivities.has(i)) issues.push({ path: [...at, 'activityId'], message: 'enquiry.chosenTwice' });
  });
  const repeatedCars = duplicates(selection.cars.map((c) => c.carId));
  selection.cars.forEach((chosen, i) => {
    const at = [ROOT, 'cars', i, 'carId'];
    const car = ctx.cars.get(chosen.carId);
    if (!car) issues.push({ path: at, message: 'validation.unknownValue' });
    else if (repeatedCars.has(i)) issues.push({ path: at, message: 'enquiry.chosenTwice' });
    else if (!carFitsTrip(car, { countries: ctx.countries, startDate: ctx.startDate })) {
      issues.push({ path: at, message: 'enquiry.carNotAvailable' });
    }
  });
  return issues;
}

/**
 * The visitor's rooms at one stop for its nights: each free in the number asked for on
 * every night, priced with their meal plan, and together housing every guest.
 */
export function allocateChosenRooms(
  stay: StayData,
  rooms: Personalization['stops'][number]['rooms'],
  nights: readonly string[],
  guests: Guests,
  settings: Omit<AllocateOptions, 'fixed'>,
  index: number,
): { allocation: Allocation } | { issues: Issue[] } {
  const at = [ROOT, 'stops', index, 'rooms'];
  const issues: Issue[] = [];
  const options: RoomOption[] = [];
  rooms.forEach((pick, j) => {
    const room = stay.rooms.find((r) => r.id === pick.roomId);
    const option = room ? roomOption(room, nights, pick.mealPlanId ?? null) : null;
    if (!option || option.available === 0 || (pick.mealPlanId != null && option.mealPlanId !== pick.mealPlanId)) {
      issues.push({ path: [...at, j, 'roomId'], message: 'enquiry.roomNotAvailable' });
    } else if (option.available < pick.quantity) {
      issues.push({ path: [...at, j, 'quantity'], message: 'enquiry.maxAllowed', values: { value: option.available } });
    } else options.push(option);
  });
  if (issues.length > 0) return { issues };
  const fixed = new Map(rooms.map((pick) => [pick.roomId, pick.quantity]));
  const allocation = allocateRooms(options, guests, { ...settings, fixed });
  return allocation ? { allocation } : { issues: [{ path: at, message: 'enquiry.roomsNotCovering' }] };
}
