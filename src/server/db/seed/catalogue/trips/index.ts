import { BOTSWANA_ZAMBEZI_TRIPS } from './botswana-zambezi';
import { EAST_AFRICA_TRIPS } from './east-africa';
import { ISLAND_AND_COMBINATION_TRIPS } from './islands-and-combinations';
import { SOUTH_AFRICA_NAMIBIA_TRIPS } from './south-africa-namibia';
import type { TripSeed } from './trip-seed';

/** Every hand-written itinerary; trip ids follow this order. */
export const TRIP_SEEDS: readonly TripSeed[] = [
  ...SOUTH_AFRICA_NAMIBIA_TRIPS,
  ...BOTSWANA_ZAMBEZI_TRIPS,
  ...EAST_AFRICA_TRIPS,
  ...ISLAND_AND_COMBINATION_TRIPS,
];
