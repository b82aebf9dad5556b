import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../../graphql/context';
import { charge, chargeOne, DETAIL_WEIGHT, REQUEST_ITEM_BUDGET } from './request-budget';

const context = () => ({ t: (key: string) => key }) as unknown as GraphQLContext;

describe('the per-request item budget', () => {
  it('lets lists through until the request has used its budget', () => {
    const ctx = context();
    const half = Array.from({ length: REQUEST_ITEM_BUDGET / 2 }, (_, i) => i);
    expect(charge(ctx, half)).toBe(half);
    expect(charge(ctx, half)).toBe(half);
    expect(() => charge(ctx, [1])).toThrow('error.queryTooLarge');
  });

  it('counts details heavier than summaries, and each request on its own', () => {
    const ctx = context();
    for (let i = 0; i < REQUEST_ITEM_BUDGET / DETAIL_WEIGHT; i += 1) chargeOne(ctx, { id: i });
    expect(() => chargeOne(ctx, { id: 0 })).toThrow();
    expect(chargeOne(context(), null)).toBeNull();
    expect(charge(context(), [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
