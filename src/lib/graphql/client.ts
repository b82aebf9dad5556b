import type { Currency } from '../currency';
import type { UserPreferences } from '../preferences';
import {
  AbortedError,
  type GraphQLErrorEntry,
  GraphQLOperationError,
  HttpError,
  NetworkError,
  TimeoutError,
} from './errors';
import { findOperation } from './operation';

// Plain fetch rather than graphql-request: that package cannot add `operationType`
// to the body and pulls graphql's parser and printer into every island.

export type Variables = Record<string, unknown>;
export type OperationKind = 'query' | 'mutation';

/** A document string that carries its result and variables types (like codegen's TypedDocumentString). */
export type GraphQLDocument<TData = unknown, TVariables extends Variables = Variables> = string & {
  readonly __apiType?: (variables: TVariables) => TData;
};

/** Types a document string; costs nothing at run time. */
export function gql<TData, TVariables extends Variables = Variables>(source: string) {
  return source as GraphQLDocument<TData, TVariables>;
}

export type TimingStatus = 'ok' | 'graphql-error' | 'http-error' | 'network-error' | 'timeout' | 'aborted';

export interface GraphQLTiming {
  operationName: string;
  operationType: OperationKind;
  /** Milliseconds from sending the request to having read the whole answer. */
  duration: number;
  status: TimingStatus;
  /** null when no answer arrived. */
  httpStatus: number | null;
}

export interface GraphQLClientOptions {
  /** Defaults to '/api/graphql'; server-side code and tests pass an absolute URL. */
  endpoint?: string;
  /** Read on every call, so a store can feed the visitor's current choices. */
  getPreferences: () => UserPreferences;
  /** Defaults to location.href in the browser and null elsewhere. */
  getPageUrl?: () => string | null;
  /** Overrides the visitor's currency for every call, e.g. on a quote page. */
  currency?: Currency;
  /** Defaults to 15 000 ms. */
  timeoutMs?: number;
  /** Extra headers, e.g. a forwarded cookie for server-side calls. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Called after every call; a throwing hook never breaks the call. */
  onTiming?: (timing: GraphQLTiming) => void;
}

export interface CallOptions {
  /** Needed only when the document is anonymous or holds several operations. */
  operationName?: string;
  /** Wins over the client's and the visitor's currency for this call. */
  currency?: Currency;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface GraphQLClient {
  /** Resolves with whatever data came back; GraphQL errors are logged, not thrown. */
  query<TData = unknown, TVariables extends Variables = Variables>(
    document: GraphQLDocument<TData, TVariables>,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TData | null>;
  /** Rejects with GraphQLOperationError when the answer has errors or no data. */
  mutation<TData = unknown, TVariables extends Variables = Variables>(
    document: GraphQLDocument<TData, TVariables>,
    variables?: TVariables,
    options?: CallOptions,
  ): Promise<TData>;
  /** The same client with the currency overridden, e.g. a quote's own currency. */
  withCurrency(currency: Currency): GraphQLClient;
}

export const DEFAULT_ENDPOINT = '/api/graphql';
export const DEFAULT_TIMEOUT_MS = 15_000;
const MUTATION_FAILED = 'GraphQL mutation failed';

interface Envelope {
  /** Never undefined: a missing `data` reads as null. */
  data: object | null;
  errors: GraphQLErrorEntry[];
}

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  async function run(kind: OperationKind, document: string, variables: Variables | undefined, call: CallOptions = {}) {
    const operationName = resolveOperationName(kind, document, call.operationName);
    const body = {
      query: document,
      variables: addContext(options, variables, call.currency),
      operationName,
      operationType: kind,
    };
    const started = performance.now();
    let httpStatus: number | null = null;
    let status: TimingStatus = 'ok';
    try {
      const answer = await post(options, call, operationName, body);
      httpStatus = answer.status;
      const envelope = readEnvelope(answer.text);
      if (!envelope) throw new HttpError(operationName, answer.status);
      const { data, errors } = envelope;
      if (errors.length > 0) status = 'graphql-error';
      if (kind === 'query') {
        if (errors.length > 0) console.error(`GraphQL query ${operationName} returned errors`, errors);
        return data;
      }
      if (errors.length > 0 || data === null) {
        status = 'graphql-error';
        throw new GraphQLOperationError(errors[0]?.message || MUTATION_FAILED, operationName, errors);
      }
      return data;
    } catch (error) {
      if (status === 'ok') status = statusOf(error);
      throw error;
    } finally {
      const duration = performance.now() - started;
      report(options.onTiming, { operationName, operationType: kind, duration, status, httpStatus });
    }
  }

  return {
    query: <TData>(document: string, variables?: Variables, call?: CallOptions) =>
      run('query', document, variables, call) as Promise<TData | null>,
    mutation: <TData>(document: string, variables?: Variables, call?: CallOptions) =>
      run('mutation', document, variables, call) as Promise<TData>,
    withCurrency: (currency) => createGraphQLClient({ ...options, currency }),
  };
}

function resolveOperationName(kind: OperationKind, document: string, explicit: string | undefined): string {
  const found = findOperation(document, explicit);
  const name = explicit ?? found?.name;
  // The name goes into the header, the server's logs and the timings; anonymous calls would be untraceable.
  if (!name) throw new TypeError('GraphQL operations must be named (query getX { … }) or get options.operationName');
  // Running a mutation through query() would log its errors instead of throwing them.
  if (found && found.type !== kind) throw new TypeError(`${name} is a ${found.type}; it cannot run as a ${kind}`);
  return name;
}

/** Precedence, weakest first: visitor, client currency, the call's own userPreferences, the call's currency. */
function addContext(options: GraphQLClientOptions, variables: Variables = {}, currency?: Currency): Variables {
  const preferences = options.getPreferences();
  const own = variables['userPreferences'];
  return {
    ...variables,
    userPreferences: {
      ...preferences,
      // JSON drops undefined; send null so the server always sees the field.
      referrer: preferences.referrer ?? null,
      ...(options.currency && { currency: options.currency }),
      ...(typeof own === 'object' && own),
      ...(currency && { currency }),
    },
    callingPageUrl: variables['callingPageUrl'] ?? (options.getPageUrl ?? currentPageUrl)(),
  };
}

function currentPageUrl(): string | null {
  return typeof location === 'undefined' ? null : location.href;
}

async function post(options: GraphQLClientOptions, call: CallOptions, operationName: string, body: object) {
  const signal = call.signal;
  if (signal?.aborted) throw new AbortedError(`GraphQL ${operationName} was aborted`, operationName);
  const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    if (controller.signal.aborted) return;
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  // Called through a local so a browser's fetch never runs with `options` as `this`.
  const send = options.fetch ?? fetch;
  try {
    const response = await send(options.endpoint ?? DEFAULT_ENDPOINT, {
      method: 'POST',
      headers: { ...options.headers, 'content-type': 'application/json', 'x-graphql-operation-name': operationName },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    // The timeout also covers reading the body: a stalled answer is as bad as none.
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (timedOut) throw new TimeoutError(operationName, timeoutMs);
    if (signal?.aborted)
      throw new AbortedError(`GraphQL ${operationName} was aborted`, operationName, { cause: error });
    throw new NetworkError(`GraphQL ${operationName} failed: network error`, operationName, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** null unless the text is a GraphQL answer: an object with `data` or a well-formed `errors` list. */
function readEnvelope(text: string): Envelope | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  if (data !== undefined && (typeof data !== 'object' || Array.isArray(data))) return null;
  if (errors == null) return data === undefined ? null : { data, errors: [] };
  if (!Array.isArray(errors) || !errors.every(isErrorEntry)) return null;
  return { data: data ?? null, errors };
}

function isErrorEntry(value: unknown): value is GraphQLErrorEntry {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function statusOf(error: unknown): TimingStatus {
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof AbortedError) return 'aborted';
  if (error instanceof HttpError) return 'http-error';
  return 'network-error';
}

function report(hook: GraphQLClientOptions['onTiming'], timing: GraphQLTiming): void {
  if (!hook) return;
  try {
    // A metrics hook may be async; its rejection must not surface as an unhandled one.
    Promise.resolve(hook(timing) as unknown).catch(() => {});
  } catch {
    // Metrics are best effort; the caller's data matters more.
  }
}
