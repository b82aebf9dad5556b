import { errorSummary } from '../error-summary';
import { moduleLogger, withRequestScope } from './logger';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

const log = moduleLogger('http');
// A request whose failure is logged once: Astro renders the 500 page in a second middleware run.
const logged = new WeakSet<Request>();

/**
 * Serves a request in its log scope: every entry written meanwhile carries its id, the
 * answer carries it as `x-request-id`, and a failure is logged with it — by class, code and
 * path only (decision 019), so a visitor can quote the id and we find the line.
 */
export async function inRequestScope(request: Request, serve: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFor(request);
  return withRequestScope(requestId, async () => {
    const path = new URL(request.url).pathname;
    let response: Response;
    try {
      response = await serve();
    } catch (error) {
      if (!logged.has(request)) log.error({ method: request.method, path }, `failed: ${errorSummary(error)}`);
      logged.add(request);
      throw error;
    }
    if (response.status >= 500 && !logged.has(request)) {
      log.error({ method: request.method, path, status: response.status }, `answered ${response.status}`);
      logged.add(request);
    }
    return withRequestIdHeader(response, requestId);
  });
}

function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Immutable headers (a redirect): copy the response.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}
