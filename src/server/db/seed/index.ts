import type { Database } from '../client';
import { ensureFeatureFlags } from '../../modules/site/site.service';
import { seedRedirects } from './redirects';

export interface SeedOptions {
  /** Multiplies the demo catalogue, for benchmarks. */
  scale: number;
}

/** Deterministic and idempotent: running it twice leaves the same data. */
export async function seedDatabase(db: Database, _options: SeedOptions = { scale: 1 }): Promise<void> {
  await ensureFeatureFlags(db);
  await seedRedirects(db);
}
