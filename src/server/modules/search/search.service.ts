/**
 * Site search (issue item 5): trips, destinations, stays and experiences in the caller's
 * language, from `search_documents` (filled by search-index.ts). Typos and umlauts are
 * tolerated by trigram similarity on accent-free text (pg_trgm), whole and prefix words are
 * found by full-text search; both run on PGlite and PostgreSQL.
 */
import { withoutUncleanText } from '~/lib/schemas/text-rule';
import { sql } from 'drizzle-orm';
import { localePath } from '~/i18n/routes';
import type { Locale } from '~/i18n/locales';
import type { Database } from '../../db';
import { queryRows } from '../../db/raw';
import type { CatalogueContext, SearchHit, SearchKind, SearchResults } from '../catalogue/catalogue.types';
import { pick } from '../catalogue/localize';
import { memo } from '../catalogue/memo';
import { loadReference } from '../catalogue/reference';
import { normalizeSearchText } from './search-index';

/** Spec 2 §2/§5: a search starts only after a minimum of letters (value not shown to visitors). */
export const SEARCH_MIN_LETTERS = 3;
export const SEARCH_KINDS = ['trip', 'destination', 'stay', 'experience'] as const satisfies readonly SearchKind[];
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/**
 * word_similarity at which a document counts as a match: "okavanko" scores 0.67 against
 * "okavango", a prefix like "kapstad" 0.88, while unrelated words stay well below 0.5.
 * Titles get a lower bar (0.4), so a swapped letter in a short name ("zamiba") still finds it.
 */
const BODY_THRESHOLD = 0.5;
const TITLE_THRESHOLD = 0.4;
const ALTERNATIVES = 4;

export const countLetters = (query: string) => (query.match(/[\p{L}\p{N}]/gu) ?? []).length;

export function hitUrl(kind: SearchKind, locale: Locale, id: number, slug: string): string {
  switch (kind) {
    case 'trip':
      return localePath(locale, `/t/${id}`);
    case 'destination':
      return localePath(locale, `/d/${slug}`);
    case 'stay':
      return localePath(locale, `/p/${slug}`);
    case 'experience':
      // An experience has no page of its own: the trip listing filtered by it.
      return localePath(locale, `/t/${slug}`);
  }
}

/** "okavango delta" → "okavango:* & delta:*": whole words, and the last one typed so far. */
function prefixQuery(normalized: string): string {
  return normalized
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

interface Row extends Record<string, unknown> {
  kind: SearchKind;
  ref_id: number;
  slug: string;
  title: string;
  subtitle: string;
}

export async function search(
  db: Database,
  ctx: CatalogueContext,
  query: string,
  { kind, limit = SEARCH_DEFAULT_LIMIT }: { kind?: SearchKind | readonly SearchKind[]; limit?: number } = {},
): Promise<SearchResults> {
  // Pages pass what the address holds: characters the database cannot take are dropped.
  const trimmed = withoutUncleanText(query).trim().slice(0, 100);
  const remainingLetters = Math.max(0, SEARCH_MIN_LETTERS - countLetters(trimmed));
  if (remainingLetters > 0) return { query: trimmed, hits: [], alternatives: [], remainingLetters };
  const normalized = normalizeSearchText(trimmed);
  const kinds = kind === undefined ? [...SEARCH_KINDS] : typeof kind === 'string' ? [kind] : [...kind];
  const tsquery = prefixQuery(normalized);
  const cappedLimit = Math.min(Math.max(1, limit), SEARCH_MAX_LIMIT);
  // The same prefixes are typed by many visitors: answers are cached for a minute like the catalogue.
  const rows = await memo(db, `search:${ctx.locale}:${kinds.join(',')}:${cappedLimit}:${normalized}`, () =>
    queryRows<Row>(
      db,
      sql`
        with q as (
          select ${normalized}::text as text,
                 to_tsquery('simple', ${tsquery}) as words
        )
        select d.kind, d.ref_id, d.slug, d.title, d.subtitle
        from search_documents d, q
        where d.locale = ${ctx.locale}
          and d.kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
          and (d.tsv @@ q.words
               or word_similarity(q.text, d.normalized) >= ${BODY_THRESHOLD}
               or word_similarity(q.text, lower(d.title)) >= ${TITLE_THRESHOLD})
        order by 3 * word_similarity(q.text, lower(d.title))
                 + 2 * similarity(q.text, lower(d.title))
                 + word_similarity(q.text, d.normalized)
                 + ts_rank(d.tsv, q.words) desc,
                 d.popularity desc, d.title
        limit ${cappedLimit}
      `,
    ),
  );
  const hits: SearchHit[] = rows.map((row) => ({
    kind: row.kind,
    id: Number(row.ref_id),
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    url: hitUrl(row.kind, ctx.locale, Number(row.ref_id), row.slug),
  }));
  return {
    query: trimmed,
    hits,
    alternatives: hits.length === 0 ? await searchAlternatives(db, ctx) : [],
    remainingLetters: 0,
  };
}

/** "No results for …" offers the most popular featured destinations and the featured experiences. */
export async function searchAlternatives(db: Database, ctx: CatalogueContext): Promise<SearchHit[]> {
  const ref = await loadReference(db);
  const destinations = ref.destinations
    .filter((row) => row.isFeatured)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, ALTERNATIVES)
    .map((row) => ({
      kind: 'destination' as const,
      id: row.id,
      slug: row.slug,
      title: pick(row.name, ctx.locale),
      subtitle: pick(row.tagline, ctx.locale),
      url: hitUrl('destination', ctx.locale, row.id, row.slug),
    }));
  const experiences = ref.experiences
    .filter((row) => row.isFeatured)
    .map((row) => ({
      kind: 'experience' as const,
      id: row.id,
      slug: row.slug,
      title: pick(row.name, ctx.locale),
      subtitle: pick(row.description, ctx.locale),
      url: hitUrl('experience', ctx.locale, row.id, row.slug),
    }));
  return [...destinations, ...experiences];
}
