/** What blocks "next" on each step, from the state alone (prices aside): pure, for the flow and its tests. */
import { planStops } from './hotel-prices';
import type { PersonaliseState } from './personalise-state';
import type { FormStep } from './personalise-steps';
import { dateIsValid, partyOf, validateCustomer, validateDate } from './personalise-validation';
import type { TripData } from './personalise.types';

export function hotelsComplete(trip: TripData, state: PersonaliseState): boolean {
  return planStops(trip.stops, state.stops, partyOf(state), state.startDate).every((plan) => plan.coverage.ok);
}

export function stepComplete(trip: TripData, state: PersonaliseState, today: string) {
  return (step: FormStep): boolean => {
    switch (step) {
      case 'date':
        return dateIsValid(validateDate(state, today));
      case 'hotels':
        return dateIsValid(validateDate(state, today)) && hotelsComplete(trip, state);
      case 'activities':
      case 'car':
        return true;
      case 'details':
        return Object.keys(validateCustomer(state.customer)).length === 0;
    }
  };
}
