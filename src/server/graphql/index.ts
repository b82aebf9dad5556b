import { env, isProduction } from '../env';
import { database } from '../db';
import { prepareGraphQLRequest } from './handle-request';
import { createGraphQLServer } from './yoga';

let yoga: ReturnType<typeof createGraphQLServer> | undefined;

function server() {
  yoga ??= createGraphQLServer({
    db: async () => (await database()).db,
    production: isProduction(),
    introspection: !isProduction() || env().GRAPHQL_INTROSPECTION,
  });
  return yoga;
}

/** Handles POST /api/graphql for the app's database. */
export async function handleGraphQL(request: Request): Promise<Response> {
  const prepared = await prepareGraphQLRequest(request);
  if (prepared instanceof Response) return prepared;
  const response = await server().fetch(prepared);
  // yoga answers with its own Response class; Astro only passes native ones through.
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  return new Response(await response.text(), { status: response.status, headers });
}
