/** Which cars the Car Rental step offers, and how many a party needs. */
import type { CarOption } from './personalise.types';

/** Cars picked up in a country the trip visits; all cars when none is (better some choice than none). */
export function carsForTrip(cars: readonly CarOption[], countryCodes: readonly string[]): CarOption[] {
  const visited = new Set(countryCodes);
  const matching = cars.filter((car) => car.countries.some((code) => visited.has(code)));
  return matching.length > 0 ? matching : [...cars];
}

/** Enough cars for everyone, at least one. */
export const carsNeeded = (car: Pick<CarOption, 'passengers'>, guests: number) =>
  Math.max(1, Math.ceil(guests / Math.max(1, car.passengers)));

export const MAX_CARS = 4;
