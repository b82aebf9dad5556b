import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { loginThrottle } from '../../db/schema';
import {
  blockedKeys,
  clearFailures,
  emailKey,
  ipKey,
  purgeFinishedWindows,
  recordFailure,
  THROTTLE_WINDOW_MS,
} from './login-throttle';

const database = setupTestDatabase();
const start = new Date('2026-03-01T08:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('login throttle', () => {
  it('blocks an e-mail after 5 failures in the window, and frees it in the next window', async () => {
    const key = emailKey('blocked@example.com');
    for (let i = 1; i <= 4; i++) expect(await recordFailure(database.db, key, at(i * 1000))).toBe(i);
    expect(await blockedKeys(database.db, [key], at(5000))).toEqual([]);
    await recordFailure(database.db, key, at(5000));
    expect(await blockedKeys(database.db, [key], at(THROTTLE_WINDOW_MS - 1))).toEqual([key]);
    expect(await blockedKeys(database.db, [key], at(THROTTLE_WINDOW_MS))).toEqual([]);
  });

  it('allows an address 20 failures per window', async () => {
    const key = ipKey('198.51.100.9');
    for (let i = 0; i < 19; i++) await recordFailure(database.db, key, start);
    expect(await blockedKeys(database.db, [key], start)).toEqual([]);
    await recordFailure(database.db, key, start);
    expect(await blockedKeys(database.db, [key], start)).toEqual([key]);
  });

  it('counts concurrent failures without losing one', async () => {
    const key = emailKey('parallel@example.com');
    const counts = await Promise.all(Array.from({ length: 12 }, () => recordFailure(database.db, key, start)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('forgets a key when cleared', async () => {
    const key = emailKey('cleared@example.com');
    for (let i = 0; i < 5; i++) await recordFailure(database.db, key, start);
    await clearFailures(database.db, key);
    expect(await blockedKeys(database.db, [key], start)).toEqual([]);
    expect(await recordFailure(database.db, key, start)).toBe(1);
  });

  it('purges the counters of finished windows only', async () => {
    const old = emailKey('old@example.com');
    const current = emailKey('current@example.com');
    await recordFailure(database.db, old, start);
    await recordFailure(database.db, current, at(THROTTLE_WINDOW_MS));
    await purgeFinishedWindows(database.db, at(THROTTLE_WINDOW_MS + 1));
    const keys = (await database.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys).toContain(current.key);
    expect(keys).not.toContain(old.key);
  });
});
