// What `npm run bench` measures. Later issues extend these lists as pages and
// GraphQL operations land; everything else in bench/ reads them from here.
//
// - `pages` are audited by Lighthouse, weighed by bytes.mjs and loaded by autocannon.
// - `graphqlOperations` are POSTed to /api/graphql by autocannon.
// - `staticAsset` is the yardstick: every load target is also reported as a ratio
//   of its req/s to this file's, which cancels out how fast the machine is.

/** Paths of HTML pages (relative to the server's origin). */
export const pages = [
  '/en/',
  '/de/',
  '/en/t',
  // The seeded catalogue is deterministic: trip 2, this stay and this destination always exist.
  '/en/t/2',
  '/en/p/sable-game-lodge',
  '/en/d/okavango-delta',
  // The enquiry wizard: a React island (its zod chunk loads after the first screen; see decision 014).
  '/en/plan-my-trip?step=dates&sub=unsure',
];

/**
 * GraphQL operations, sent as the site's client sends them: one JSON object with
 * operationName and operationType (the endpoint rejects batches).
 */
export const graphqlOperations = [
  {
    operationName: 'detectLocale',
    query: 'query detectLocale { detectLocale { currency } }',
    variables: {},
  },
  {
    // Reads the feature flags from the database, so it includes a query round trip.
    operationName: 'getFeaturesAndSettings',
    query: 'query getFeaturesAndSettings { getFeaturesAndSettings { detectedCurrency features { name enabled } } }',
    variables: {},
  },
  {
    operationName: 'search',
    query: 'query search($query: String!) { search(query: $query) { hits { title url } } }',
    variables: { query: 'okavanko', userPreferences: { langCode: 'en', currency: 'EUR', referrer: null } },
  },
];

/**
 * Pages the cold phase (cold.mjs) loads with a unique query parameter per request, so
 * the page cache never answers: what rendering costs, and what a cache-busting flood costs.
 */
export const coldPages = ['/en/t/2', '/en/p/sable-game-lodge'];

/** A small file served straight from public/ by the adapter. */
export const staticAsset = '/favicon.svg';

export const GRAPHQL_PATH = '/api/graphql';

// Browsers and the site's client always ask for compression, so the load test
// does too: compressing responses is part of the cost of serving them.
const ACCEPT_ENCODING = 'br, gzip';

/**
 * The autocannon request list: every page, every GraphQL operation, then the static
 * asset. Each entry is { name, kind, path, method, headers, body? }.
 */
export function loadTargets() {
  return [
    ...pages.map((path) => ({
      name: `GET ${path}`,
      kind: 'page',
      path,
      method: 'GET',
      headers: { accept: 'text/html', 'accept-encoding': ACCEPT_ENCODING },
    })),
    ...graphqlOperations.map(({ operationName, query, variables }) => ({
      name: `GraphQL ${operationName}`,
      kind: 'graphql',
      path: GRAPHQL_PATH,
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-encoding': ACCEPT_ENCODING,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query, operationName, operationType: 'query', variables }),
    })),
    {
      name: `GET ${staticAsset}`,
      kind: 'static',
      path: staticAsset,
      method: 'GET',
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    },
  ];
}
