import { describe, expect, it } from 'vitest';
import { collectFirst } from './collect';

const source = Array.from({ length: 23 }, (_, i) => i + 1);
const calls: [number, number][] = [];
const fetchPage = async (offset: number, limit: number) => {
  calls.push([offset, limit]);
  return { total: source.length, items: source.slice(offset, offset + limit) };
};

describe('collectFirst', () => {
  it('asks in steps no larger than the cap until it has enough', async () => {
    calls.length = 0;
    const { total, items } = await collectFirst(18, 10, fetchPage);
    expect(total).toBe(23);
    expect(items).toEqual(source.slice(0, 18));
    expect(calls).toEqual([
      [0, 10],
      [10, 8],
    ]);
  });

  it('stops at the end of the list', async () => {
    calls.length = 0;
    const { items } = await collectFirst(40, 10, fetchPage);
    expect(items).toHaveLength(23);
    expect(calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });
});
