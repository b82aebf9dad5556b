import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { isFeatureEnabled } from '../site/site.service';
import { handleListFeatureFlags, handleSetFeatureFlag } from './feature-flags.handler';

const database = setupTestDatabase();
const SITE = 'https://admin.test';
const context = () => ({ db: database.db, now: new Date(), secureCookies: true });
const post = (body: string, headers: Record<string, string> = { origin: SITE }) =>
  new Request(`${SITE}/api/admin/feature-flags`, { method: 'POST', headers, body });

describe('admin feature flags', () => {
  it('switches a flag and lists every flag', async () => {
    const name = 'WEB_PERSONALIZATION_CARS_AND_ACTIVITIES';
    const response = await handleSetFeatureFlag(post(JSON.stringify({ name, enabled: false })), context());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await isFeatureEnabled(database.db, name)).toBe(false);
    const listed = (await (await handleListFeatureFlags(context())).json()) as {
      flags: { name: string; enabled: boolean }[];
    };
    expect(listed.flags).toContainEqual({ name, enabled: false });
    await handleSetFeatureFlag(post(JSON.stringify({ name, enabled: true })), context());
    expect(await isFeatureEnabled(database.db, name)).toBe(true);
  });

  it('refuses unknown flags, bad values, broken JSON and other origins, changing nothing', async () => {
    const name = 'WEB_PERSONALIZATION';
    const before = await isFeatureEnabled(database.db, name);
    for (const body of [
      JSON.stringify({ name: 'NOPE', enabled: true }),
      JSON.stringify({ name, enabled: 'yes' }),
      '{',
    ]) {
      expect((await handleSetFeatureFlag(post(body), context())).status).toBe(400);
    }
    const foreign = post(JSON.stringify({ name, enabled: !before }), { origin: 'https://evil.example' });
    expect((await handleSetFeatureFlag(foreign, context())).status).toBe(403);
    expect(await isFeatureEnabled(database.db, name)).toBe(before);
  });
});
