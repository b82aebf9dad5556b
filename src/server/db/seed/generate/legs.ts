import type { LegMode, TripType } from '../catalogue/vocabulary';
import { greatCircleKm } from '../geo';
import type { Place } from './places';

export interface LegPlan {
  mode: LegMode;
  distanceKm: number;
  durationMinutes: number;
  /** Per person. */
  co2InG: number;
  /** Per person, EUR minor units. */
  priceEurMinor: number;
}

/** Roads wind: driving distance is taken as 1.3 × the great-circle distance. */
const ROAD_FACTOR = 1.3;
/** Above this a scheduled jet flies instead of a light aircraft. */
const JET_KM = 900;

/**
 * Grams of CO2 per person-km: a car shared by two (~190 g/km), a light aircraft, a jet,
 * and a minibus or boat transfer. Rough, published averages, enough to compare trips.
 */
const CO2_PER_KM: Record<'DRIVING' | 'LIGHT' | 'JET' | 'TRANSFER', number> = {
  DRIVING: 95,
  LIGHT: 250,
  JET: 150,
  TRANSFER: 120,
};

const point = (place: Place) => ({ latitude: place.seed.at[0], longitude: place.seed.at[1] });

/**
 * How to get from one stop to the next: a boat or a flight between landmasses, a short
 * transfer nearby, a drive within reach (further for self-drive trips), else a flight.
 */
export function planLeg(from: Place, to: Place, tripType: TripType): LegPlan {
  const km = Math.max(1, greatCircleKm(point(from), point(to)));
  const reachable = tripType === 'self-drive' ? 600 : 300;
  // Remote camps are flown to, unless they are a short road transfer away.
  const flyIn = (from.seed.access === 'fly-in' || to.seed.access === 'fly-in') && km > 120;
  let mode: LegMode;
  if (from.landmass !== to.landmass) mode = km <= 60 ? 'TRANSFER' : 'FLIGHT';
  else if (km <= 25) mode = 'TRANSFER';
  else if (tripType === 'fly-in' && km > 60) mode = 'FLIGHT';
  else if (km <= reachable && (tripType === 'self-drive' || !flyIn)) mode = 'DRIVING';
  else mode = 'FLIGHT';

  const road = Math.round(km * ROAD_FACTOR);
  const round5 = (minutes: number) => Math.max(15, Math.round(minutes / 5) * 5);
  if (mode === 'DRIVING') {
    return {
      mode,
      distanceKm: road,
      durationMinutes: round5((road / 60) * 60),
      co2InG: road * CO2_PER_KM.DRIVING,
      priceEurMinor: Math.max(2_500, road * 20),
    };
  }
  if (mode === 'TRANSFER') {
    return {
      mode,
      distanceKm: road,
      durationMinutes: round5(Math.max(20, (road / 40) * 60)),
      co2InG: road * CO2_PER_KM.TRANSFER,
      priceEurMinor: 2_500 + road * 120,
    };
  }
  const jet = km > JET_KM;
  return {
    mode,
    distanceKm: km,
    durationMinutes: round5(40 + (km / (jet ? 700 : 280)) * 60),
    co2InG: km * (jet ? CO2_PER_KM.JET : CO2_PER_KM.LIGHT),
    priceEurMinor: jet ? 8_000 + km * 15 : 9_000 + km * 85,
  };
}

/** A night's footprint per person in grams: greener stays (environmental score) emit less. */
export const nightCo2InG = (environmentalScore: number) => Math.round((24 - 1.6 * environmentalScore) * 1000);
