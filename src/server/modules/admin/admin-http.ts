/** Helpers shared by the /api/admin endpoints and the admin guard. */
import { NO_STORE } from '../../http/cache-policy';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_STORE, ...headers },
  });
}

/**
 * CSRF defence for cookie-authenticated state changes: the browser always
 * sends Origin on a POST, and another site cannot forge it. A request without
 * one is refused too, since it did not come from our pages.
 */
export function isSameOrigin(request: Request, extraOrigins: readonly string[] = []): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === new URL(request.url).origin || extraOrigins.includes(origin);
}

/** Sets Cache-Control: no-store, copying the response when its headers are immutable (e.g. redirects). */
export function withNoStore(response: Response): Response {
  try {
    response.headers.set('cache-control', NO_STORE);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('cache-control', NO_STORE);
    return copy;
  }
}
