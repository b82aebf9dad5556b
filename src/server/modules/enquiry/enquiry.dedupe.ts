import { createHash } from 'node:crypto';

import type { LeadKind } from '../../db/schema/booking-values';

export type { LeadKind };

/** JSON with object keys sorted at every level, so the same answers always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The lead's dedupe key (docs/decisions/012): sha256 of the kind and the client's
 * `submissionId` when it sends one (a retry of the same wizard run), else of the canonical
 * input and the UTC day (a double click without an id). The same enquiry sent again on
 * another day is a new lead.
 */
export function dedupeKey(
  kind: LeadKind,
  input: Record<string, unknown>,
  submissionId: string | null | undefined,
  now: Date,
) {
  const basis = submissionId
    ? `${kind}|id|${submissionId}`
    : `${kind}|input|${canonicalJson(input)}|${now.toISOString().slice(0, 10)}`;
  return createHash('sha256').update(basis).digest('hex');
}
