/**
 * Reads at most `limit` bytes of a request body as text; null when it is larger.
 * The declared length may be absent (chunked) or false, so the bytes are counted too.
 */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes === null ? null : Buffer.from(bytes).toString('utf8');
}

/** The body's bytes, at most `limit` of them; null when it is larger. */
export async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return null;
  if (!request.body) return new Uint8Array();
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
  return Buffer.concat(chunks);
}

export type JsonBody = { status: 'ok'; value: unknown } | { status: 'too-large' } | { status: 'not-json' };

/** Reads at most `limit` bytes and parses them as JSON; the caller answers each failure its own way. */
export async function readJsonBody(request: Request, limit: number): Promise<JsonBody> {
  const text = await readLimitedText(request, limit);
  if (text === null) return { status: 'too-large' };
  try {
    return { status: 'ok', value: JSON.parse(text) };
  } catch {
    return { status: 'not-json' };
  }
}
