/**
 * Named route checks (spec 1 §2): a page runs one on its parameters and answers
 * 404 'Page Not Found: {path}' when it fails. An unknown name is a programming
 * error and throws, naming the check.
 */
const ROUTE_CHECKS = {
  /** Trip detail ids are digits only. */
  'trip-id': (value: string) => /^\d{1,9}$/.test(value),
  /** Slugs are lower-case words joined by dashes. */
  slug: (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
} satisfies Record<string, (value: string) => boolean>;

export type RouteCheckName = keyof typeof ROUTE_CHECKS;

export class UnknownRouteCheckError extends Error {
  constructor(name: string) {
    super(`Unknown route check: ${name}`);
  }
}

export function passesRouteCheck(name: string, value: string): boolean {
  const check = (ROUTE_CHECKS as Record<string, (value: string) => boolean>)[name];
  if (!check) throw new UnknownRouteCheckError(name);
  return check(value);
}
