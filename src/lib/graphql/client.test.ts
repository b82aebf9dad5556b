import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserPreferences } from '../preferences';
import { createGraphQLClient, type GraphQLClientOptions, type GraphQLTiming, gql } from './client';
import { AbortedError, GraphQLOperationError, HttpError, NetworkError, TimeoutError } from './errors';

/** What the fake network edge saw of one request. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** 'hang' never answers, to provoke timeouts and aborts. */
type Reply = 'hang' | { status?: number; contentType?: string; body: string | object; delayMs?: number };

const TRIP = 'query getTrip($id: ID!) { trip(id: $id) { id } }';
const SAVE = 'mutation saveTrip($name: String!) { saveTrip(name: $name) { id } }';
const PAGE = 'https://safari.example/trips/1';
const VISITOR: UserPreferences = { langCode: 'de', currency: 'GBP', referrer: 'https://search.example/' };

let server: Server;
let endpoint: string;
let seen: Seen[];
let reply: () => Reply;

function listen(target: Server): Promise<number> {
  return new Promise((resolve) => target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const answer = reply();
      if (answer === 'hang') return;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/json' });
        response.end(text);
      }, answer.delayMs ?? 0);
    });
  });
  endpoint = `http://127.0.0.1:${await listen(server)}/api/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  reply = () => ({ body: { data: { trip: { id: '1' } } } });
});

function client(options: Partial<GraphQLClientOptions> = {}) {
  return createGraphQLClient({ endpoint, getPreferences: () => VISITOR, getPageUrl: () => PAGE, ...options });
}

/** Resolves once the fake server has received `count` requests. */
async function received(count: number): Promise<void> {
  await vi.waitFor(() => expect(seen).toHaveLength(count), { timeout: 2000, interval: 5 });
}

describe('request', () => {
  it('POSTs exactly {query, variables, operationName, operationType} with the operation header', async () => {
    await client().query(TRIP, { id: '1' });
    await client().mutation(SAVE, { name: 'Etosha' });

    const [query, mutation] = seen;
    expect(query?.method).toBe('POST');
    expect(query?.path).toBe('/api/graphql');
    expect(query?.headers['content-type']).toBe('application/json');
    expect(query?.headers['x-graphql-operation-name']).toBe('getTrip');
    expect(query?.body).toStrictEqual({
      query: TRIP,
      variables: { id: '1', userPreferences: VISITOR, callingPageUrl: PAGE },
      operationName: 'getTrip',
      operationType: 'query',
    });
    expect(mutation?.headers['x-graphql-operation-name']).toBe('saveTrip');
    expect(mutation?.body['operationType']).toBe('mutation');
    expect(mutation?.body['operationName']).toBe('saveTrip');
  });

  it('reads the preferences on every call and sends a missing referrer as null', async () => {
    let preferences: UserPreferences = VISITOR;
    const graphql = client({ getPreferences: () => preferences });
    await graphql.query(TRIP, { id: '1' });
    preferences = { langCode: 'en', currency: 'USD' };
    await graphql.query(TRIP, { id: '1' });

    expect(seen.map((request) => (request.body['variables'] as Record<string, unknown>)['userPreferences'])).toEqual([
      VISITOR,
      { langCode: 'en', currency: 'USD', referrer: null },
    ]);
  });

  it('keeps the caller’s own callingPageUrl and userPreferences fields', async () => {
    await client().query(TRIP, {
      id: '1',
      callingPageUrl: 'https://safari.example/other',
      userPreferences: { langCode: 'en' },
    });

    expect(seen[0]?.body['variables']).toStrictEqual({
      id: '1',
      callingPageUrl: 'https://safari.example/other',
      userPreferences: { langCode: 'en', currency: 'GBP', referrer: 'https://search.example/' },
    });
  });

  it('defaults callingPageUrl to the browser’s location, and to null where there is none', async () => {
    const withoutPageUrl = createGraphQLClient({ endpoint, getPreferences: () => VISITOR });
    await withoutPageUrl.query(TRIP, { id: '1' });
    vi.stubGlobal('location', { href: 'https://safari.example/quote/9' });
    try {
      await withoutPageUrl.query(TRIP, { id: '1' });
    } finally {
      vi.unstubAllGlobals();
    }

    expect(seen.map((request) => (request.body['variables'] as Record<string, unknown>)['callingPageUrl'])).toEqual([
      null,
      'https://safari.example/quote/9',
    ]);
  });

  it('lets the call’s currency beat the client’s, and the client’s beat the visitor’s', async () => {
    const quoteClient = client().withCurrency('NAD');
    await quoteClient.query(TRIP, { id: '1' });
    await quoteClient.query(TRIP, { id: '1' }, { currency: 'ZAR' });
    await client({ currency: 'CHF' }).mutation(
      SAVE,
      { name: 'x', userPreferences: { currency: 'SEK' } },
      { currency: 'ZAR' },
    );
    await client().query(TRIP, { id: '1' });

    const currencies = seen.map((request) => {
      const variables = request.body['variables'] as { userPreferences: UserPreferences };
      return variables.userPreferences.currency;
    });
    expect(currencies).toEqual(['NAD', 'ZAR', 'ZAR', 'GBP']);
  });

  it('uses an explicit operationName for anonymous documents and documents with several operations', async () => {
    await client().query('{ trips { id } }', {}, { operationName: 'listTrips' });
    await client().mutation(`${TRIP} ${SAVE}`, { name: 'x' }, { operationName: 'saveTrip' });

    expect(seen.map((request) => [request.headers['x-graphql-operation-name'], request.body['operationName']])).toEqual(
      [
        ['listTrips', 'listTrips'],
        ['saveTrip', 'saveTrip'],
      ],
    );
  });

  it('refuses unnamed operations and operations run as the wrong type, before sending anything', async () => {
    await expect(client().query('{ trips { id } }')).rejects.toThrow(TypeError);
    await expect(client().query(SAVE, { name: 'x' })).rejects.toThrow('saveTrip is a mutation');
    await expect(client().mutation(TRIP, { id: '1' })).rejects.toThrow('getTrip is a query');
    expect(seen).toHaveLength(0);
  });
});

describe('answers', () => {
  it('returns typed data of a query', async () => {
    const document = gql<{ trip: { id: string } | null }, { id: string }>(TRIP);
    const data = await client().query(document, { id: '1' });
    expect(data?.trip?.id).toBe('1');
  });

  it('logs the errors of a query with its name and returns whatever data came back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    reply = () => ({ body: { data: { trip: null, other: 2 }, errors: [{ message: 'Trip hidden', path: ['trip'] }] } });
    await expect(client().query(TRIP, { id: '1' })).resolves.toEqual({ trip: null, other: 2 });

    // A server-side refusal (as prepareGraphQLRequest answers) has errors but no data.
    reply = () => ({ status: 413, body: { errors: [{ message: 'Too large' }] } });
    await expect(client().query(TRIP, { id: '1' })).resolves.toBeNull();

    expect(logged.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['GraphQL query getTrip returned errors', [{ message: 'Trip hidden', path: ['trip'] }]],
      ['GraphQL query getTrip returned errors', [{ message: 'Too large' }]],
    ]);
    // Restoring also clears the calls that the shared setup counts to fail tests that log.
    logged.mockRestore();
  });

  it('throws the first error of a mutation', async () => {
    reply = () => ({ body: { data: null, errors: [{ message: 'Name taken' }, { message: 'Second' }] } });
    const failure = await client()
      .mutation(SAVE, { name: 'x' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GraphQLOperationError);
    expect(failure).toMatchObject({ message: 'Name taken', operationName: 'saveTrip' });
    expect((failure as GraphQLOperationError).errors).toHaveLength(2);
  });

  it.each([
    ['errors is empty and data null', { data: null, errors: [] }],
    ['data is null', { data: null }],
    ['data is missing', { errors: [] }],
    ['the first error has an empty message', { errors: [{ message: '' }] }],
  ])('throws "GraphQL mutation failed" when %s', async (_case, body) => {
    reply = () => ({ body });
    const failure = client().mutation(SAVE, { name: 'x' });
    await expect(failure).rejects.toBeInstanceOf(GraphQLOperationError);
    await expect(failure).rejects.toHaveProperty('message', 'GraphQL mutation failed');
  });

  it('returns the data of a successful mutation', async () => {
    reply = () => ({ body: { data: { saveTrip: { id: '7' } } } });
    await expect(client().mutation(SAVE, { name: 'x' })).resolves.toEqual({ saveTrip: { id: '7' } });
  });
});

describe('failures', () => {
  it('raises TimeoutError when the server does not answer in time', async () => {
    reply = () => 'hang';
    const started = performance.now();
    const failure = client({ timeoutMs: 100 }).query(TRIP, { id: '1' });

    await expect(failure).rejects.toThrow(TimeoutError);
    await expect(failure).rejects.toMatchObject({ timeoutMs: 100, operationName: 'getTrip' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('lets a call override the timeout, covering a slow body as well', async () => {
    reply = () => ({ body: { data: {} }, delayMs: 300 });
    await expect(client().query(TRIP, { id: '1' }, { timeoutMs: 50 })).rejects.toThrow(TimeoutError);
  });

  it('raises AbortedError when the caller aborts, even mid-request', async () => {
    reply = () => 'hang';
    const controller = new AbortController();
    const failure = client().query(TRIP, { id: '1' }, { signal: controller.signal });
    await received(1);
    controller.abort();

    await expect(failure).rejects.toThrow(AbortedError);
  });

  it('raises AbortedError without sending when the signal is already aborted', async () => {
    await expect(client().mutation(SAVE, { name: 'x' }, { signal: AbortSignal.abort() })).rejects.toThrow(AbortedError);
    expect(seen).toHaveLength(0);
  });

  it('raises NetworkError when the connection is refused', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));

    const failure = client({ endpoint: `http://127.0.0.1:${port}/api/graphql` }).query(TRIP, { id: '1' });
    await expect(failure).rejects.toThrow(NetworkError);
    await expect(failure).rejects.toHaveProperty('cause');
  });

  it.each([
    [500, 'text/html', '<html><body>Internal Server Error</body></html>'],
    [502, 'application/json', '{"message":"bad gateway"}'],
    [200, 'text/plain', 'not json'],
  ])('raises HttpError for HTTP %i without a GraphQL body', async (status, contentType, body) => {
    reply = () => ({ status, contentType, body });
    const failure = client().query(TRIP, { id: '1' });
    await expect(failure).rejects.toThrow(HttpError);
    await expect(failure).rejects.toMatchObject({ status });
  });
});

describe('onTiming', () => {
  it('reports each call with its duration and status', async () => {
    const timings: GraphQLTiming[] = [];
    const graphql = client({ onTiming: (timing) => timings.push(timing), timeoutMs: 100 });

    reply = () => ({ body: { data: { trip: null } }, delayMs: 60 });
    await graphql.query(TRIP, { id: '1' });
    reply = () => ({ body: { errors: [{ message: 'No' }] } });
    await graphql.mutation(SAVE, { name: 'x' }).catch(() => {});
    reply = () => ({ status: 500, contentType: 'text/html', body: '<h1>down</h1>' });
    await graphql.query(TRIP, { id: '1' }).catch(() => {});
    reply = () => 'hang';
    await graphql.query(TRIP, { id: '1' }).catch(() => {});

    expect(
      timings.map(({ operationName, operationType, status, httpStatus }) => ({
        operationName,
        operationType,
        status,
        httpStatus,
      })),
    ).toEqual([
      { operationName: 'getTrip', operationType: 'query', status: 'ok', httpStatus: 200 },
      { operationName: 'saveTrip', operationType: 'mutation', status: 'graphql-error', httpStatus: 200 },
      { operationName: 'getTrip', operationType: 'query', status: 'http-error', httpStatus: 500 },
      { operationName: 'getTrip', operationType: 'query', status: 'timeout', httpStatus: null },
    ]);
    // The first answer was held back 60 ms; the timeout fired at 100 ms.
    expect(timings[0]?.duration).toBeGreaterThanOrEqual(55);
    expect(timings[3]?.duration).toBeGreaterThanOrEqual(95);
  });

  it('reports a network error', async () => {
    const onTiming = vi.fn();
    await client({ endpoint: 'http://127.0.0.1:1/api/graphql', onTiming })
      .query(TRIP, { id: '1' })
      .catch(() => {});
    expect(onTiming).toHaveBeenCalledWith(expect.objectContaining({ status: 'network-error', httpStatus: null }));
  });

  it('swallows failures of the hook, thrown or rejected', async () => {
    const throwing = client({
      onTiming: () => {
        throw new Error('metrics down');
      },
    });
    const rejecting = client({
      onTiming: async () => {
        throw new Error('metrics down');
      },
    });

    await expect(throwing.query(TRIP, { id: '1' })).resolves.toEqual({ trip: { id: '1' } });
    await expect(rejecting.query(TRIP, { id: '1' })).resolves.toEqual({ trip: { id: '1' } });
  });
});
