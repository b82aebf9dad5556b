/**
 * The one gate for every redirect target that comes from input or from data (the `return` of
 * the currency switch and the newsletter form, the redirect table's relative targets, the
 * pages that redirect to a cleaned address): a same-site path, or the fallback.
 *
 * Refused: anything not starting with a single `/` (`//host`, `/\host`, `javascript:`,
 * absolute URLs), any character outside printable ASCII (control characters such as tab or
 * line feed, which browsers drop, and Unicode look-alikes of dots and slashes), backslashes,
 * malformed percent-escapes, and paths that turn into any of these once percent-decoded
 * (`/%2F%2Fhost`, `/%5Chost`, `/%09/host`). What passes is given back as the URL parser
 * serialises it, so the Location header is always valid.
 */

const MAX_LENGTH = 2048;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const SAME_SITE = 'http://same-site.invalid';

function unsafeStart(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
}

/** The path percent-decoded until it no longer changes (at most 3 rounds); null when malformed. */
function decoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** True when the value is a path on this site that is safe to send as a Location. */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!PRINTABLE_ASCII.test(value) || value.includes('\\') || unsafeStart(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  const plain = decoded(path);
  if (plain === null || unsafeStart(plain) || plain.includes('\\')) return false;
  // Decoded, the path may hold letters of any language, but no control characters and no
  // look-alikes of "/" and "." (fullwidth, ideographic, one-dot leaders, fraction slash …).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(plain)) return false;
  if (/[\u2024\u2044\u2215\u3002\uff0e\uff0f\uff3c\ufe52\uff61]/.test(plain)) return false;
  try {
    return new URL(value, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}

/** A same-site path to go back to; anything else becomes `fallback` (e.g. the language home). */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (!isSafeReturnPath(value)) return fallback;
  const url = new URL(value, SAME_SITE);
  return `${url.pathname}${url.search}${url.hash}`;
}
