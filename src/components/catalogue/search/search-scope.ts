/** The three result pages of search (spec 1 §2) and which kinds of hits each shows. */
import { withoutUncleanText } from '~/lib/schemas/text-rule';
import type { SearchHit } from '~/server/modules/catalogue/catalogue.types';

export type SearchScope = 'all' | 'topics' | 'destinations';

const SCOPE_KINDS: Record<SearchScope, readonly SearchHit['kind'][]> = {
  all: ['trip', 'destination', 'stay', 'experience'],
  topics: ['experience', 'trip'],
  destinations: ['destination'],
};

export function inScope(scope: SearchScope, hit: SearchHit): boolean {
  return SCOPE_KINDS[scope].includes(hit.kind);
}

const SCOPE_PATHS: Record<SearchScope, string> = {
  all: '/search',
  topics: '/search/topics',
  destinations: '/search/destinations',
};

/** Internal path of a scope's result page for a query (the caller adds the language). */
export function searchPath(scope: SearchScope, query: string): string {
  const q = query.trim();
  return q ? `${SCOPE_PATHS[scope]}/${encodeURIComponent(q)}` : '/search';
}

/** The query as typed: control characters dropped, trimmed, inner spaces folded, at most 80 characters. */
export function normaliseQuery(raw: string | null | undefined): string {
  return withoutUncleanText(raw ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 80);
}
