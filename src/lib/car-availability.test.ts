import { describe, expect, it } from 'vitest';
import { carFitsTrip } from './car-availability';

const car = (countries: string[], availableFrom: string | null = null) => ({ countries, availableFrom });
const trip = (countries: string[], startDate: string | null = '2027-03-01') => ({ countries, startDate });

describe('which cars a trip can have', () => {
  it('takes a car picked up in a country the trip visits', () => {
    expect(carFitsTrip(car(['ZA', 'NA']), trip(['NA', 'BW']))).toBe(true);
  });

  it('refuses a car from elsewhere, also when no car at all fits (islands without rental cars)', () => {
    expect(carFitsTrip(car(['ZA']), trip(['SC']))).toBe(false);
    expect(carFitsTrip(car(['ZA', 'NA']), trip(['MU']))).toBe(false);
    expect(carFitsTrip(car(['ZA']), trip([]))).toBe(false);
  });

  it('takes a car without countries anywhere', () => {
    expect(carFitsTrip(car([]), trip(['SC']))).toBe(true);
  });

  it('refuses a car not yet available at the start, and checks only countries without a start', () => {
    expect(carFitsTrip(car(['NA'], '2027-03-02'), trip(['NA']))).toBe(false);
    expect(carFitsTrip(car(['NA'], '2027-03-01'), trip(['NA']))).toBe(true);
    expect(carFitsTrip(car(['NA'], '2030-01-01'), trip(['NA'], null))).toBe(true);
  });
});
