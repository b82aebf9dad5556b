/**
 * Which rental cars a trip can have (docs/decisions/020): one rule for the list the
 * personalise flow offers (`allCars(tripId)`) and for the check of the submitted choice, so
 * the flow never offers a car the server then refuses.
 */

export interface CarAvailability {
  /** Countries where the car can be picked up; none means anywhere. */
  countries: readonly string[];
  /** YYYY-MM-DD; null when always available. */
  availableFrom: string | null;
}

export interface TripForCars {
  /** Every country the trip's stops lie in. */
  countries: readonly string[];
  /** YYYY-MM-DD; null when the start is not known yet (only the countries are checked). */
  startDate: string | null;
}

/** A car can be rented for a trip when it is picked up in a country the trip visits and is available by its start. */
export function carFitsTrip(car: CarAvailability, trip: TripForCars): boolean {
  if (car.availableFrom && trip.startDate && car.availableFrom > trip.startDate) return false;
  return car.countries.length === 0 || car.countries.some((code) => trip.countries.includes(code));
}
