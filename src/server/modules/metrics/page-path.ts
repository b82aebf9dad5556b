import { MAX_PAGE_LENGTH } from '~/lib/metrics/contract';

// Web vitals are grouped by page, so every distinct stored path is a row per minute.
// Paths arrive from anyone, so they are reduced to a bounded set of route shapes
// before they are stored; private parts (quote references) never reach the table.

const MAX_SEGMENTS = 8;
const MAX_SEGMENT_LENGTH = 80;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /^\d+$/;
const QUOTE_WORDS = new Set(['pay', 'pdf', 'summary', 't']);

/**
 * The route shape of a page path: query and fragment dropped, empty segments and the
 * trailing slash removed, numeric ids → `:id`, UUIDs → `:uuid`, quote references → `:quote`
 * and `:ref`, search terms → `:term`, over-long segments → `:long`, at most eight segments.
 */
export function normalizePagePath(raw: string): string {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const shaped = segments.slice(0, MAX_SEGMENTS).map((segment, index) => shapeSegment(segments, index, segment));
  if (segments.length > MAX_SEGMENTS) shaped.push('…');
  return `/${shaped.join('/')}`.slice(0, MAX_PAGE_LENGTH);
}

function shapeSegment(segments: string[], index: number, segment: string): string {
  const section = segments[1];
  // /{lang}/q/{reference}-{id}/…, /q/pay/{uuid}, …/t/{traveler} (spec 1 §2): these open a
  // quote or a payment, so they are secrets, not labels.
  if (section === 'q' && index >= 2 && !QUOTE_WORDS.has(segment)) return index === 2 ? ':quote' : ':ref';
  // /{lang}/search/{term} and /{lang}/search/(topics|destinations)/{term}: free text.
  if (section === 'search' && index >= 2 && !(index === 2 && (segment === 'topics' || segment === 'destinations'))) {
    return ':term';
  }
  if (DIGITS.test(segment)) return ':id';
  if (UUID.test(segment)) return ':uuid';
  if (segment.length > MAX_SEGMENT_LENGTH) return ':long';
  return segment;
}
