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

/** Reads at most `limit` bytes of the body; null when it is larger. */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
