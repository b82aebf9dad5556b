/** Message keys for values the data carries as codes (sorts, durations, budgets, leg modes). */
import type { MessageKey } from '~/i18n/messages';
import type { Translate } from '~/i18n/t';
import type {
  BudgetLevel,
  DestinationSort,
  Duration,
  LegMode,
  TripSort,
} from '~/server/modules/catalogue/catalogue.types';

const TRIP_SORT_KEYS = {
  popularity: 'trips.sort.popularity',
  'price-desc': 'trips.sort.priceDesc',
  'price-asc': 'trips.sort.priceAsc',
  'length-desc': 'trips.sort.lengthDesc',
  'length-asc': 'trips.sort.lengthAsc',
} as const satisfies Record<TripSort, string>;

/** The five sorts in the order the spec lists them, popularity (the default) first. */
export const TRIP_SORTS = Object.keys(TRIP_SORT_KEYS) as TripSort[];

export function tripSortLabel(t: Translate, sort: TripSort): string {
  return t(TRIP_SORT_KEYS[sort]);
}

const DESTINATION_SORT_KEYS = {
  popularity: 'destinations.sort.popularity',
  az: 'destinations.sort.az',
  za: 'destinations.sort.za',
} as const satisfies Record<DestinationSort, string>;

export const DESTINATION_SORTS = Object.keys(DESTINATION_SORT_KEYS) as DestinationSort[];

export function destinationSortLabel(t: Translate, sort: DestinationSort): string {
  return t(DESTINATION_SORT_KEYS[sort]);
}

const DURATION_KEYS = {
  '1': 'trips.duration.1',
  '2': 'trips.duration.2',
  '3': 'trips.duration.3',
  '3+': 'trips.duration.3plus',
} as const satisfies Record<Duration, string>;

export function durationLabel(t: Translate, duration: Duration): string {
  return t(DURATION_KEYS[duration]);
}

const BUDGET_KEYS = {
  basic: 'trips.budget.basic',
  medium: 'trips.budget.medium',
  fancy: 'trips.budget.fancy',
} as const satisfies Record<BudgetLevel, string>;

export function budgetLabel(t: Translate, level: BudgetLevel): string {
  return t(BUDGET_KEYS[level]);
}

const LEG_KEYS = {
  DRIVING: 'trip.leg.DRIVING',
  FLIGHT: 'trip.leg.FLIGHT',
  TRANSFER: 'trip.leg.TRANSFER',
} as const satisfies Record<LegMode, string>;

export function legModeLabel(t: Translate, mode: LegMode): string {
  return t(LEG_KEYS[mode]);
}

const CANCELLATION_KEYS: Record<string, MessageKey> = {
  super_flexible: 'catalogue.cancellation.super_flexible',
  flexible: 'catalogue.cancellation.flexible',
  moderate: 'catalogue.cancellation.moderate',
  strict: 'catalogue.cancellation.strict',
  super_strict: 'catalogue.cancellation.super_strict',
};

/** The cancellation policy's name; a policy we do not know is shown as stored. */
export function cancellationLabel(t: Translate, policy: string): string {
  const key = CANCELLATION_KEYS[policy];
  return key ? t(key) : policy;
}
