import { describe, expect, it } from 'vitest';
import { announceChange } from '../../cache/invalidation';
import type { Database } from '../../db';
import { clearCatalogueCache, memo } from './memo';

const fakeDb = () => ({}) as Database;

describe('memo', () => {
  it('loads once per key and database while fresh', async () => {
    const db = fakeDb();
    let loads = 0;
    const load = async () => ++loads;
    const now = () => 1_000;
    expect(await memo(db, 'k', load, { now })).toBe(1);
    expect(await memo(db, 'k', load, { now })).toBe(1);
    expect(await memo(fakeDb(), 'k', load, { now })).toBe(2);
  });

  it('answers the stale value while one reload runs, then the new one', async () => {
    const db = fakeDb();
    let time = 0;
    const options = { ttlMs: 10, now: () => time };
    expect(await memo(db, 'k', async () => 'old', options)).toBe('old');
    time = 50;
    let finish: (value: string) => void = () => {};
    let reloads = 0;
    const reload = () => {
      reloads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    expect(await memo(db, 'k', reload, options)).toBe('old');
    expect(await memo(db, 'k', reload, options)).toBe('old');
    expect(reloads).toBe(1);
    finish('new');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await memo(db, 'k', reload, options)).toBe('new');
  });

  it('does not keep a failed first load, and keeps the old value when a reload fails', async () => {
    const db = fakeDb();
    let time = 0;
    const options = { ttlMs: 10, now: () => time };
    await expect(memo(db, 'k', () => Promise.reject(new Error('down')), options)).rejects.toThrow('down');
    expect(await memo(db, 'k', async () => 'up', options)).toBe('up');
    time = 50;
    expect(await memo(db, 'k', () => Promise.reject(new Error('down')), options)).toBe('up');
  });

  it('forgets everything of a database when cleared', async () => {
    const db = fakeDb();
    await memo(db, 'k', async () => 'old');
    clearCatalogueCache(db);
    expect(await memo(db, 'k', async () => 'new')).toBe('new');
  });

  it('runs a lazy query once: a thenable that queries each time it is awaited is kept as its answer', async () => {
    const db = fakeDb();
    let queries = 0;
    // Like a Drizzle query builder: nothing runs until awaited, and every await runs it again.
    const lazyQuery = (): PromiseLike<number> => ({
      // biome-ignore lint/suspicious/noThenProperty: imitates a query builder
      then: (resolve, reject) => Promise.resolve(++queries).then(resolve, reject),
    });
    expect(await memo(db, 'k', lazyQuery)).toBe(1);
    expect(await memo(db, 'k', lazyQuery)).toBe(1);
    expect(queries).toBe(1);
  });

  it('drops the entries of a topic when a change to it is announced, and keeps the others', async () => {
    const db = fakeDb();
    await memo(db, 'flags', async () => 'old flags', { topic: 'feature-flags' });
    await memo(db, 'trips', async () => 'old trips');
    await announceChange(db, 'feature-flags');
    expect(await memo(db, 'flags', async () => 'new flags', { topic: 'feature-flags' })).toBe('new flags');
    expect(await memo(db, 'trips', async () => 'new trips')).toBe('old trips');
    await announceChange(db, 'catalogue');
    expect(await memo(db, 'trips', async () => 'new trips')).toBe('new trips');
  });
});
