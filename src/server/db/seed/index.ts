import { announceChange, CACHE_TOPICS } from '../../cache/invalidation';
import type { Database } from '../client';
import { ensureFeatureFlags } from '../../modules/site/site.service';
import { seedCars } from './cars-seed';
import { seedBooking } from './booking-seed';
import { seedCatalogue } from './catalogue-seed';
import { seedRedirects } from './redirects';

export interface SeedOptions {
  /** Multiplies the demo catalogue, for benchmarks. */
  scale: number;
  /** Rates and availability start at the first day of this date's month; defaults to now. */
  today?: Date;
}

/** Deterministic and idempotent: running it twice leaves the same data (docs/decisions/008). */
export async function seedDatabase(db: Database, options: SeedOptions = { scale: 1 }): Promise<void> {
  await ensureFeatureFlags(db);
  await seedRedirects(db);
  await seedCatalogue(db, options);
  await seedCars(db);
  // After the catalogue: fees belong to its parks. Guarded on its own (no consultants yet).
  await seedBooking(db);
  // Instances already running drop what they cached of the data before (decision 028).
  for (const topic of CACHE_TOPICS) await announceChange(db, topic);
}
