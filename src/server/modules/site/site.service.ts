import { sql } from 'drizzle-orm';
import { announceChange } from '../../cache/invalidation';
import type { Database } from '../../db';
import { featureFlags } from '../../db/schema';
import { memo } from '../catalogue/memo';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES, type FeatureFlagName } from './feature-flags';

export interface FeatureFlag {
  name: FeatureFlagName;
  enabled: boolean;
}

/**
 * Every known flag, as stored; a flag missing from the table has its default state. Cached
 * per process until a flag changes on any instance (docs/decisions/028).
 */
export async function listFeatureFlags(db: Database): Promise<FeatureFlag[]> {
  const rows = await memo(
    db,
    'feature-flags',
    () => db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags),
    { topic: 'feature-flags' },
  );
  const stored = new Map(rows.map((row) => [row.name, row.enabled]));
  return FEATURE_FLAG_NAMES.map((name) => ({
    name,
    enabled: stored.get(name) ?? FEATURE_FLAG_DEFAULTS[name].enabled,
  }));
}

/** Inserts the known flags that are missing; never overrides a stored choice. */
export async function ensureFeatureFlags(db: Database): Promise<void> {
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAG_NAMES.map((name) => ({ name, ...FEATURE_FLAG_DEFAULTS[name] })))
    .onConflictDoNothing({ target: featureFlags.name });
  await announceChange(db, 'feature-flags');
}

export async function setFeatureFlag(db: Database, name: FeatureFlagName, enabled: boolean): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ name, enabled, description: FEATURE_FLAG_DEFAULTS[name].description })
    .onConflictDoUpdate({ target: featureFlags.name, set: { enabled, updatedAt: sql`now()` } });
  await announceChange(db, 'feature-flags');
}

/** One flag's state: as stored, or its default when not stored. */
export async function isFeatureEnabled(db: Database, name: FeatureFlagName): Promise<boolean> {
  const flags = await listFeatureFlags(db);
  return flags.some((flag) => flag.name === name && flag.enabled);
}
