import { database, type Database } from '../db';
import { env, isProduction } from '../env';
import { prepareGraphQLRequest } from './handle-request';
import { createGraphQLServer, type YogaOptions } from './yoga';

export type GraphQLHandler = (request: Request) => Promise<Response>;

/** POST /api/graphql: our request checks, then yoga, answered with a native, no-store Response. */
export function createGraphQLHandler(options: YogaOptions): GraphQLHandler {
  const yoga = createGraphQLServer(options);
  return async (request) => {
    const prepared = await prepareGraphQLRequest(request);
    if (prepared instanceof Response) return prepared;
    const response = await yoga.fetch(prepared);
    // yoga answers with its own Response class; Astro only passes native ones through.
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'no-store');
    return new Response(await response.text(), { status: response.status, headers });
  };
}

let handler: GraphQLHandler | undefined;

/** The handler for the app's own database and configuration. */
export function handleGraphQL(request: Request): Promise<Response> {
  handler ??= createGraphQLHandler({
    db: async (): Promise<Database> => (await database()).db,
    production: isProduction(),
    introspection: !isProduction() || env().GRAPHQL_INTROSPECTION,
  });
  return handler(request);
}
