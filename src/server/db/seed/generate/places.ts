import { ACTIVITY_TEMPLATES, type ActivityKey, DEFAULT_ACTIVITIES } from '../catalogue/activity-templates';
import { countryByCode } from '../catalogue/countries';
import type { Climate, DestinationSeed } from '../catalogue/destination-seed';
import { DESTINATION_SEEDS } from '../catalogue/destinations';

/** A destination with everything it inherits from its parent chain resolved. */
export interface Place {
  id: number;
  seed: DestinationSeed;
  parentId: number | null;
  level: number;
  countryCode: string | null;
  climate: Climate;
  landmass: string;
  malariaFree: boolean;
  rateCurrency: 'ZAR' | 'NAD' | 'USD';
  activities: ActivityKey[];
}

export type Places = Map<string, Place>;

/** Ids follow the order of DESTINATION_SEEDS, so they are stable as long as the list only grows at the end of a region. */
export function resolvePlaces(seeds: readonly DestinationSeed[] = DESTINATION_SEEDS): Places {
  const places: Places = new Map();
  seeds.forEach((seed, index) => {
    const parent = seed.parent === null ? undefined : places.get(seed.parent);
    if (seed.parent !== null && !parent) throw new Error(`${seed.slug}: parent ${seed.parent} must come first`);
    const countryCode = seed.country ?? parent?.countryCode ?? null;
    places.set(seed.slug, {
      id: index + 1,
      seed,
      parentId: parent?.id ?? null,
      level: parent ? parent.level + 1 : 0,
      countryCode,
      climate: seed.climate ?? parent?.climate ?? 'southern-safari',
      landmass: seed.landmass ?? parent?.landmass ?? 'mainland',
      malariaFree: seed.malariaFree ?? parent?.malariaFree ?? false,
      rateCurrency: countryCode ? countryByCode(countryCode).rateCurrency : 'USD',
      activities: seed.activities ?? (seed.stays ? DEFAULT_ACTIVITIES[seed.art] : []),
    });
  });
  for (const place of places.values()) {
    for (const key of place.activities) {
      if (!(key in ACTIVITY_TEMPLATES)) throw new Error(`${place.seed.slug}: unknown activity ${key}`);
    }
  }
  return places;
}

export function placeOf(places: Places, slug: string): Place {
  const place = places.get(slug);
  if (!place) throw new Error(`unknown destination ${slug}`);
  return place;
}
