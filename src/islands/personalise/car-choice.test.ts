import { describe, expect, it } from 'vitest';
import { carsForTrip, carsNeeded } from './car-choice';
import type { CarOption } from './personalise.types';

const money = { amountMinor: 100, currency: 'EUR' };
const car = (id: number, countries: string[], passengers = 5): CarOption => ({
  id,
  name: `Car ${id}`,
  category: 'SUV',
  description: '',
  doors: 5,
  passengers,
  isAutomatic: true,
  isQuattro: true,
  countries,
  rate: money,
  excess: money,
  fuelDeposit: money,
  kilometers: null,
});

describe('car choice', () => {
  it('offers the cars picked up in a country of the trip, or all when none is', () => {
    const cars = [car(1, ['ZA']), car(2, ['NA', 'BW']), car(3, ['TZ'])];
    expect(carsForTrip(cars, ['BW', 'ZM']).map((c) => c.id)).toEqual([2]);
    expect(carsForTrip(cars, ['MG']).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('suggests enough cars for everyone', () => {
    expect(carsNeeded(car(1, [], 4), 4)).toBe(1);
    expect(carsNeeded(car(1, [], 4), 5)).toBe(2);
    expect(carsNeeded(car(1, [], 2), 0)).toBe(1);
  });
});
