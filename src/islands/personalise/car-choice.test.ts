import { describe, expect, it } from 'vitest';
import { carsNeeded } from './car-choice';
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
  it('suggests enough cars for everyone', () => {
    expect(carsNeeded(car(1, [], 4), 4)).toBe(1);
    expect(carsNeeded(car(1, [], 4), 5)).toBe(2);
    expect(carsNeeded(car(1, [], 2), 0)).toBe(1);
  });
});
