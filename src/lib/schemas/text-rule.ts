/**
 * The one rule every string input passes (forms, GraphQL arguments, JSON bodies): no NUL and
 * no other control characters but tab, line feed and carriage return, and no lone UTF-16
 * surrogates. PostgreSQL cannot store NUL in text and a lone surrogate is not Unicode, so
 * either would otherwise fail deep in the database as an internal error. No zod here: the
 * classic (`text.ts`) and zod/mini (`enquiry.ts`) schemas both build on it.
 */

/** The message key of the refusal (both languages). */
export const TEXT_MESSAGE = 'validation.text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and shown as it is. */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The text with what breaks the rule removed: for values that are not refused but filtered,
 * such as a search typed into an address (`/en/search/all/…`, `/en/p?q=…`).
 */
export function withoutUncleanText(value: string): string {
  return value.replace(new RegExp(CONTROL, 'g'), '').replace(new RegExp(LONE_SURROGATE, 'g'), '');
}

/** True when any string anywhere inside the value (objects, arrays) breaks the rule. */
export function containsUncleanText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => containsUncleanText(item, depth + 1));
}
