import { randomUUID } from 'node:crypto';

/** Header carrying a request's id, taken from a proxy in front of us or made here. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Ids a proxy sends (uuids, hex, Heroku/Envoy styles); anything else is replaced, so a
// header cannot write arbitrary text (or personal data, or a fake log line) into the log.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

const assigned = new WeakMap<Request, string>();

/**
 * The id of a request: the incoming `x-request-id` when it looks like one, else a new uuid.
 * The same Request always gets the same id (Astro runs the middleware again for a rewrite
 * and for the 500 page).
 */
export function requestIdFor(request: Request): string {
  let id = assigned.get(request);
  if (!id) {
    const incoming = request.headers.get(REQUEST_ID_HEADER);
    id = incoming && ACCEPTED.test(incoming) ? incoming : randomUUID();
    assigned.set(request, id);
  }
  return id;
}
