import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema';

/**
 * Spec 2 §9: asking for too many destination fields crashed the old server — its types
 * let a query walk destination → trips → stops → destination → … without end. Our types
 * form no cycle, so every query is finite whatever its shape; the cost limit bounds the rest.
 */
function longestPath(type: GraphQLObjectType, path: string[]): number {
  if (path.includes(type.name)) throw new Error(`cycle: ${[...path, type.name].join(' → ')}`);
  let longest = 0;
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (isObjectType(named)) longest = Math.max(longest, 1 + longestPath(named, [...path, type.name]));
  }
  return longest;
}

describe('the API graph', () => {
  it('has no cycles, so no query can nest without end', () => {
    const query = schema.getQueryType();
    if (!query) throw new Error('no query type');
    expect(() => longestPath(query, [])).not.toThrow();
  });

  it('is at most five object levels deep below a root field', () => {
    const query = schema.getQueryType();
    if (!query) throw new Error('no query type');
    // getInspirationTripDetailById → stops → stay → rooms → fromRatePerNight: 5 levels.
    expect(longestPath(query, [])).toBeLessThanOrEqual(5);
  });
});
