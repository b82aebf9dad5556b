import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { FEATURE_FLAG_NAMES } from './feature-flags';
import { ensureFeatureFlags, listFeatureFlags, setFeatureFlag } from './site.service';

const database = setupTestDatabase();

describe('feature flags', () => {
  it('lists every known flag with its default before anything is stored', async () => {
    const flags = await listFeatureFlags(database.db);
    expect(flags.map((f) => f.name)).toEqual(FEATURE_FLAG_NAMES);
    expect(flags.find((f) => f.name === 'WEB_SEARCH_ANALYTICS')?.enabled).toBe(false);
    expect(flags.find((f) => f.name === 'WEB_UX_ANALYTICS')?.enabled).toBe(true);
  });

  it('keeps a stored choice when the defaults are ensured again', async () => {
    await ensureFeatureFlags(database.db);
    await setFeatureFlag(database.db, 'WEB_PERSONALIZATION', false);
    await ensureFeatureFlags(database.db);
    const flags = await listFeatureFlags(database.db);
    expect(flags.find((f) => f.name === 'WEB_PERSONALIZATION')?.enabled).toBe(false);
  });
});
