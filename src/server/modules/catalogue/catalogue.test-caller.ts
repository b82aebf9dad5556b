/** Test helpers: a GraphQL caller that sends a currency, and row counts for "nothing written". */
import { sql } from 'drizzle-orm';
import type { GraphQLAnswer } from '../../../../tests/setup/graphql';
import type { Database } from '../../db';
import { queryRows } from '../../db/raw';
import { createGraphQLHandler } from '../../graphql';

/**
 * Like tests/setup/graphql.ts's caller, but with the caller's currency too (that one always
 * sends EUR): the spec's body over a Request to the real handler.
 */
/**
 * A GraphQL answer as a test walks it (`data.trips[0].stops`): typing each query's answer
 * would repeat the schema, and `expect` checks every value read anyway.
 */
// biome-ignore lint/suspicious/noExplicitAny: the one loosely typed answer, for tests only.
export type Loose = any;

export function catalogueCaller(db: () => Database) {
  const handler = createGraphQLHandler({ db: async () => db(), production: true, introspection: false });
  return async function call<T = Record<string, Loose>>(
    query: string,
    variables: Record<string, unknown> = {},
    { langCode = 'en', currency = 'EUR' }: { langCode?: 'en' | 'de'; currency?: string } = {},
  ): Promise<GraphQLAnswer<T>> {
    const response = await handler(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query,
          variables: { ...variables, userPreferences: { langCode, currency, referrer: null } },
          operationType: query.trimStart().startsWith('mutation') ? 'mutation' : 'query',
        }),
      }),
    );
    return (await response.json()) as GraphQLAnswer<T>;
  };
}

/** Row counts of every catalogue table: a query must leave them as they were. */
export async function catalogueRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'trips',
    'trip_stops',
    'stays',
    'rooms',
    'room_rates',
    'destinations',
    'reviews',
    'fx_rates',
    'search_documents',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row?.n ?? -1;
  }
  return counts;
}
