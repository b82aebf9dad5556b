/**
 * The visitor's answers, as one serialisable value: kept in localStorage per trip so a
 * reload (or coming back later) continues where they were.
 */
import type { CustomerValues } from '~/lib/schemas/enquiry-values';
import { sameSelections, selectionsFor } from './hotel-selection';
import { isStepId, type StepId } from './personalise-steps';
import type { EnquiryResult, StopData } from './personalise.types';
import type { Party } from './room-allocation';

export interface RoomSelection {
  roomId: number;
  quantity: number;
  mealPlanId: number;
}

export interface StopSelection {
  stayId: number;
  rooms: RoomSelection[];
  /** Changed by the visitor: a new party no longer replaces it with the default. */
  touched: boolean;
}

export type { CustomerValues };

export interface PersonaliseState {
  step: StepId;
  startDate: string;
  adults: number;
  /** Dates of birth as typed (DD-MM-YYYY or YYYY-MM-DD). */
  children: string[];
  /** By stop id. */
  stops: Record<string, StopSelection>;
  /** Chosen activity ids by stop id; a stop not yet shown has no entry (its included ones get preselected). */
  activities: Record<string, number[]>;
  /** Titles of the activities shown so far, by activity id: the summary names the chosen ones. */
  activityNames: Record<string, string>;
  /** The car's name is kept for the summary (the list of cars is not). */
  car: { carId: number; quantity: number; name: string } | null;
  customer: CustomerValues;
  /** Made once per run: a retried submit is recognised by the server (docs/decisions/012). */
  submissionId: string;
  result: EnquiryResult | null;
}

export const STORAGE_VERSION = 1;
export const storageKey = (tripId: number) => `personalise:v${STORAGE_VERSION}:${tripId}`;

export const emptyCustomer = (): CustomerValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  promoCode: '',
  preferredCommunication: 'EMAIL',
  comments: '',
});

export function initialState(submissionId: string): PersonaliseState {
  return {
    step: 'date',
    startDate: '',
    adults: 2,
    children: [],
    stops: {},
    activities: {},
    activityNames: {},
    car: null,
    customer: emptyCustomer(),
    submissionId,
    result: null,
  };
}

export type Action =
  | { type: 'restore'; state: PersonaliseState }
  | { type: 'go'; step: StepId }
  | { type: 'date'; startDate: string }
  | { type: 'adults'; adults: number }
  | { type: 'addChild' }
  | { type: 'child'; index: number; value: string }
  | { type: 'removeChild'; index: number }
  | { type: 'defaults'; stops: readonly StopData[]; party: Party }
  | { type: 'stop'; stopId: number; selection: StopSelection }
  | { type: 'activities'; stopId: number; ids: number[] }
  | { type: 'activityNames'; names: Record<string, string> }
  | { type: 'car'; car: PersonaliseState['car'] }
  | { type: 'customer'; field: keyof CustomerValues; value: string }
  | { type: 'result'; result: EnquiryResult }
  | { type: 'reset'; submissionId: string };

export function reducer(state: PersonaliseState, action: Action): PersonaliseState {
  switch (action.type) {
    case 'restore':
      return action.state;
    case 'go':
      return { ...state, step: action.step };
    case 'date':
      return { ...state, startDate: action.startDate };
    case 'adults':
      return { ...state, adults: action.adults };
    case 'addChild':
      return { ...state, children: [...state.children, ''] };
    case 'child':
      return { ...state, children: state.children.map((value, i) => (i === action.index ? action.value : value)) };
    case 'removeChild':
      return { ...state, children: state.children.filter((_, i) => i !== action.index) };
    case 'defaults': {
      // Untouched stops follow the party; nothing changes (no new render) when they already do.
      const stops = selectionsFor(action.stops, state.stops, action.party);
      return sameSelections(stops, state.stops) ? state : { ...state, stops };
    }
    case 'stop':
      return { ...state, stops: { ...state.stops, [action.stopId]: action.selection } };
    case 'activities':
      return { ...state, activities: { ...state.activities, [action.stopId]: action.ids } };
    case 'activityNames': {
      const known = Object.entries(action.names).every(([id, name]) => state.activityNames[id] === name);
      return known ? state : { ...state, activityNames: { ...state.activityNames, ...action.names } };
    }
    case 'car':
      return { ...state, car: action.car };
    case 'customer':
      return { ...state, customer: { ...state.customer, [action.field]: action.value } };
    case 'result':
      return { ...state, result: action.result, step: 'success' };
    case 'reset':
      return initialState(action.submissionId);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value.slice(0, 5000) : fallback);

function readSelection(value: unknown): StopSelection | null {
  if (!isObject(value) || !isInt(value['stayId']) || !Array.isArray(value['rooms'])) return null;
  const rooms = value['rooms'].filter(
    (room): room is RoomSelection =>
      isObject(room) && isInt(room['roomId']) && isInt(room['quantity']) && isInt(room['mealPlanId']),
  );
  return { stayId: value['stayId'], rooms, touched: value['touched'] === true };
}

/**
 * Reads stored progress back, keeping only what has the right shape: storage is
 * user-editable and may hold an older version. Anything unusable gives null.
 */
export function decodeState(raw: string | null): PersonaliseState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value['version'] !== STORAGE_VERSION || typeof value['submissionId'] !== 'string')
    return null;
  const state = initialState(value['submissionId']);
  if (isStepId(value['step'])) state.step = value['step'];
  state.startDate = text(value['startDate']);
  if (isInt(value['adults'])) state.adults = value['adults'];
  if (Array.isArray(value['children'])) state.children = value['children'].map((child) => text(child)).slice(0, 8);
  if (isObject(value['stops'])) {
    for (const [id, selection] of Object.entries(value['stops'])) {
      const read = readSelection(selection);
      if (read) state.stops[id] = read;
    }
  }
  if (isObject(value['activities'])) {
    for (const [id, ids] of Object.entries(value['activities'])) {
      if (Array.isArray(ids)) state.activities[id] = ids.filter(isInt);
    }
  }
  if (isObject(value['activityNames'])) {
    for (const [id, name] of Object.entries(value['activityNames'])) {
      if (/^\d{1,9}$/.test(id) && typeof name === 'string') state.activityNames[id] = text(name).slice(0, 300);
    }
  }
  const car = value['car'];
  if (isObject(car) && isInt(car['carId']) && isInt(car['quantity'])) {
    state.car = { carId: car['carId'], quantity: car['quantity'], name: text(car['name']) };
  }
  const customer = value['customer'];
  if (isObject(customer)) {
    for (const field of Object.keys(state.customer) as (keyof CustomerValues)[]) {
      if (field === 'preferredCommunication') {
        const chosen = customer[field];
        if (chosen === 'EMAIL' || chosen === 'PHONE') state.customer.preferredCommunication = chosen;
      } else state.customer[field] = text(customer[field]);
    }
  }
  const result = value['result'];
  if (isObject(result) && typeof result['ok'] === 'boolean' && typeof result['status'] === 'string') {
    state.result = result as unknown as EnquiryResult;
  }
  return state;
}

export const encodeState = (state: PersonaliseState): string => JSON.stringify({ version: STORAGE_VERSION, ...state });

/** The titles of the chosen activities, stop by stop in the trip's order (the summary lists them). */
export function chosenActivityNames(state: PersonaliseState, stopIds: readonly number[]): string[] {
  return stopIds.flatMap((stopId) =>
    (state.activities[stopId] ?? []).flatMap((id) => {
      const name = state.activityNames[id];
      return name ? [name] : [];
    }),
  );
}
