import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';

/**
 * graphql-armor's cost limit (limits.ts) bounds the *shape* of a query, and our types have
 * no cycles (a stop's destination is a leaf, not a Destination with trips), so depth is
 * bounded too. What the shape cannot see is how long lists are: 30 aliases of `getStays`
 * are a small query with a huge answer. So list resolvers charge what they return to the
 * request, and a request over the budget gets an error instead of the data.
 */
export const REQUEST_ITEM_BUDGET = 10_000;
/** A detail (stops, rooms, prices) costs more to build and send than a summary. */
export const DETAIL_WEIGHT = 10;

const spent = new WeakMap<GraphQLContext, number>();

export function charge<T>(ctx: GraphQLContext, items: T[], weight = 1): T[] {
  const total = (spent.get(ctx) ?? 0) + items.length * weight;
  spent.set(ctx, total);
  if (total > REQUEST_ITEM_BUDGET) {
    throw new GraphQLError(ctx.t('error.queryTooLarge'), { extensions: { code: 'QUERY_TOO_LARGE' } });
  }
  return items;
}

/** Charges one item (a detail) and passes it on. */
export function chargeOne<T>(ctx: GraphQLContext, item: T, weight = DETAIL_WEIGHT): T {
  if (item !== null && item !== undefined) charge(ctx, [item], weight);
  return item;
}
