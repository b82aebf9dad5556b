import { createGraphQLHandler } from '~/server/graphql';
import type { Database } from '~/server/db';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}

/** Calls the real GraphQL handler the way our client does: the spec's body, over a Request. */
export function graphqlCaller(db: () => Database, production = true) {
  const handler = createGraphQLHandler({ db: async () => db(), production, introspection: !production });
  return async function call<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    langCode: 'en' | 'de' = 'en',
  ): Promise<GraphQLAnswer<T>> {
    const operationType = query.trimStart().startsWith('mutation') ? 'mutation' : 'query';
    const response = await handler(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query,
          variables: { ...variables, userPreferences: { langCode, currency: 'EUR', referrer: null } },
          operationType,
        }),
      }),
    );
    return (await response.json()) as GraphQLAnswer<T>;
  };
}
