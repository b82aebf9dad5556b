/**
 * How many cars a party needs. Which cars a trip can have is the server's answer
 * (`allCars(tripId)`, the rule in ~/lib/car-availability that the submit is checked by).
 */
import type { CarOption } from './personalise.types';

/** Enough cars for everyone, at least one. */
export const carsNeeded = (car: Pick<CarOption, 'passengers'>, guests: number) =>
  Math.max(1, Math.ceil(guests / Math.max(1, car.passengers)));

export const MAX_CARS = 4;
