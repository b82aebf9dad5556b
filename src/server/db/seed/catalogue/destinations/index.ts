import type { DestinationSeed } from '../destination-seed';
import { BOTSWANA } from './botswana';
import { INDIAN_OCEAN } from './indian-ocean';
import { KENYA } from './kenya';
import { NAMIBIA } from './namibia';
import { RWANDA } from './rwanda';
import { SOUTH_AFRICA } from './south-africa';
import { TANZANIA } from './tanzania';
import { TOP_LEVEL } from './top-level';
import { ZAMBEZI_COUNTRIES } from './zambezi-countries';

/** Every destination, parents before children (ids follow this order). */
export const DESTINATION_SEEDS: readonly DestinationSeed[] = [
  ...TOP_LEVEL,
  ...SOUTH_AFRICA,
  ...NAMIBIA,
  ...BOTSWANA,
  ...ZAMBEZI_COUNTRIES,
  ...KENYA,
  ...TANZANIA,
  ...RWANDA,
  ...INDIAN_OCEAN,
];
