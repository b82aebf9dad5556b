import type { Translate } from '~/i18n/t';
import { readLimitedBytes } from './body';

/** The largest form post we read: the contact message (5,000 characters) with room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;

export type FormBody =
  | { status: 'ok'; form: FormData }
  | { status: 'unsupported'; httpStatus: 415 }
  | { status: 'too-large'; httpStatus: 413 }
  | { status: 'malformed'; httpStatus: 400 };

/** A post that could not be read as a form. */
export type UnreadableForm = Exclude<FormBody, { status: 'ok' }>;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Reads a form post (what a `<form method="post">` sends) without ever throwing: another
 * content type is 415, more than `limit` bytes 413, a body that is not UTF-8 or not a form
 * 400. Every form endpoint and page reads its post through this, so a malformed post is a
 * clear client error, never a 500 (issue 9 item 7).
 */
export async function readFormBody(request: Request, limit = FORM_BODY_LIMIT): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return { status: 'unsupported', httpStatus: 415 };
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimitedBytes(request, limit);
  } catch {
    return { status: 'malformed', httpStatus: 400 };
  }
  if (bytes === null) return { status: 'too-large', httpStatus: 413 };
  if (type === 'application/x-www-form-urlencoded') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { status: 'malformed', httpStatus: 400 };
    }
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
    return { status: 'ok', form };
  }
  try {
    const copy = new Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: Buffer.from(bytes),
    });
    return { status: 'ok', form: await copy.formData() };
  } catch {
    return { status: 'malformed', httpStatus: 400 };
  }
}

/** A field's text: files and absent fields are empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const UNREADABLE_MESSAGE = {
  unsupported: 'error.unsupportedMediaType',
  'too-large': 'error.bodyTooLarge',
  malformed: 'error.badRequestBody',
} as const;

/** The message key for a post that could not be read. */
export function unreadableFormMessage(body: UnreadableForm) {
  return UNREADABLE_MESSAGE[body.status];
}

/** The plain answer of a form endpoint to a post it cannot read, in the visitor's language. */
export function unreadableFormResponse(body: UnreadableForm, t: Translate): Response {
  return new Response(t(unreadableFormMessage(body)), {
    status: body.httpStatus,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
