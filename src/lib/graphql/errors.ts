/** One entry of a GraphQL answer's `errors` list; only `message` is guaranteed. */
export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * Base of every error the client raises, so callers can tell "the data call
 * failed" (and which operation) from bugs in their own code with one check.
 */
export class GraphQLClientError extends Error {
  override name = 'GraphQLClientError';
  readonly operationName: string;

  constructor(message: string, operationName: string, options?: ErrorOptions) {
    super(message, options);
    this.operationName = operationName;
  }
}

/** The request never got an answer: offline, DNS, connection refused or reset. */
export class NetworkError extends GraphQLClientError {
  override name = 'NetworkError';
}

/** The client gave up after `timeoutMs`; worth a retry, unlike a GraphQL error. */
export class TimeoutError extends GraphQLClientError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(operationName: string, timeoutMs: number) {
    super(`GraphQL ${operationName} timed out after ${timeoutMs} ms`, operationName);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal fired (e.g. the island unmounted); usually not worth showing. */
export class AbortedError extends GraphQLClientError {
  override name = 'AbortedError';
}

/** An answer that is not a GraphQL body (proxy error page, crash, HTML 500). */
export class HttpError extends GraphQLClientError {
  override name = 'HttpError';
  readonly status: number;

  constructor(operationName: string, status: number) {
    super(`GraphQL ${operationName} got HTTP ${status} without a GraphQL body`, operationName);
    this.status = status;
  }
}

/** A mutation answered with errors or without data; carries the whole answer for the UI. */
export class GraphQLOperationError extends GraphQLClientError {
  override name = 'GraphQLOperationError';
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(message: string, operationName: string, errors: readonly GraphQLErrorEntry[]) {
    super(message, operationName);
    this.errors = errors;
  }
}

/** A message the server wrote for the visitor, in their language, with the input field it is about. */
export interface UserMessage {
  /** The dotted path of the input field (`customer.email`, `personalization.cars.0.carId`), or null. */
  field: string | null;
  message: string;
}

/**
 * What the server refused and told the visitor why (docs/decisions/020): the per-field
 * messages of a BAD_USER_INPUT answer (server/graphql/errors.ts), else its own message.
 * Empty for anything else (network, timeout, server faults), which only a generic
 * "something went wrong" can describe.
 */
export function userMessages(error: unknown): UserMessage[] {
  if (!(error instanceof GraphQLOperationError)) return [];
  return error.errors.flatMap((entry): UserMessage[] => {
    if (entry.extensions?.['code'] !== 'BAD_USER_INPUT') return [];
    const listed = entry.extensions['fields'];
    const fields = Array.isArray(listed)
      ? (listed as { field?: unknown; message?: unknown }[]).flatMap((item) =>
          typeof item.message === 'string' && item.message
            ? [{ field: typeof item.field === 'string' && item.field ? item.field : null, message: item.message }]
            : [],
        )
      : [];
    return fields.length > 0 ? fields : entry.message ? [{ field: null, message: entry.message }] : [];
  });
}
