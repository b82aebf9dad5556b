import { readLimitedText } from '../http/body';
import { GRAPHQL_LIMITS } from './limits';

const OPERATION_HEADER = 'x-graphql-operation-name';

function jsonError(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Checks what yoga does not: the body size, that the body is one JSON object
 * (no batching), and that the operation header, when sent, names the body's
 * operation. Returns a request yoga can read again, or the error response.
 */
export async function prepareGraphQLRequest(request: Request): Promise<Request | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) {
    return jsonError(415, 'Send the request as application/json.', 'UNSUPPORTED_MEDIA_TYPE');
  }
  const text = await readLimitedText(request, GRAPHQL_LIMITS.maxBodyBytes);
  if (text === null) {
    return jsonError(413, `The request body is larger than ${GRAPHQL_LIMITS.maxBodyBytes} bytes.`, 'PAYLOAD_TOO_LARGE');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(400, 'The request body is not valid JSON.', 'BAD_REQUEST');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return jsonError(400, 'Send one operation as a JSON object; batching is not supported.', 'BAD_REQUEST');
  }
  const { operationName, operationType } = body as Record<string, unknown>;
  if (operationType != null && operationType !== 'query' && operationType !== 'mutation') {
    return jsonError(400, 'operationType must be "query" or "mutation".', 'BAD_REQUEST');
  }
  const named = request.headers.get(OPERATION_HEADER);
  if (named && operationName != null && named !== operationName) {
    return jsonError(400, `The ${OPERATION_HEADER} header does not match operationName.`, 'BAD_REQUEST');
  }
  return new Request(request.url, { method: 'POST', headers: request.headers, body: text, signal: request.signal });
}
