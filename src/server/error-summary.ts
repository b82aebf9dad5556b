/**
 * What the log may say about a failure: the error's class and its codes (PostgreSQL's
 * SQLSTATE, Node's error code), down the `cause` chain. Never its message: a driver's
 * message quotes the query's parameters, that is the visitor's name, e-mail and phone.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    if (typeof current !== 'object') {
      parts.push(typeof current);
      break;
    }
    const { name, code, path } = current as { name?: unknown; code?: unknown; path?: unknown };
    const label = typeof name === 'string' ? name : (current.constructor?.name ?? 'Object');
    const where = Array.isArray(path) ? ` at ${path.join('.')}` : '';
    parts.push(`${typeof code === 'string' || typeof code === 'number' ? `${label} (${code})` : label}${where}`);
    // A GraphQLError keeps what a resolver threw as `originalError`; other errors as `cause`.
    const { originalError, cause } = current as { originalError?: unknown; cause?: unknown };
    current = originalError ?? cause;
  }
  return parts.join(' ← ') || 'unknown error';
}

/** A log line's arguments with every error (or other object) reduced to its summary. */
export function summariseLogArguments(args: unknown[]): string {
  return args.map((arg) => (typeof arg === 'string' ? arg : errorSummary(arg))).join(' ');
}
