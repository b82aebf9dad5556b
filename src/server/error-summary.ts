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
    const { name, code } = current as { name?: unknown; code?: unknown };
    const label = typeof name === 'string' ? name : (current.constructor?.name ?? 'Object');
    parts.push(typeof code === 'string' || typeof code === 'number' ? `${label} (${code})` : label);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' ← ') || 'unknown error';
}
