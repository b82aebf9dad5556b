import { z } from 'zod';
import { text } from '~/lib/schemas/text';
import { builder } from '../../graphql/builder';
import type { SearchHit, SearchResults } from '../catalogue/catalogue.types';
import { INVALID, RANGE } from '../catalogue/inputs';
import { contextFromPreferences } from '../catalogue/localize';
import { validate } from '../catalogue/validate';
import { SEARCH_KINDS, SEARCH_MAX_LIMIT, search } from './search.service';

const SearchKindRef = builder.enumType('SearchKind', { values: SEARCH_KINDS });

const SearchHitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  fields: (t) => ({
    kind: t.field({ type: SearchKindRef, resolve: (hit) => hit.kind }),
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle'),
    url: t.exposeString('url', { description: "The page in the caller's language." }),
  }),
});

const SearchResultsRef = builder.objectRef<SearchResults>('SearchResults').implement({
  fields: (t) => ({
    query: t.exposeString('query'),
    hits: t.field({ type: [SearchHitRef], resolve: (results) => results.hits }),
    alternatives: t.field({
      type: [SearchHitRef],
      description: 'When nothing matched: popular destinations and featured experiences.',
      resolve: (results) => results.alternatives,
    }),
    remainingLetters: t.exposeInt('remainingLetters', {
      description: 'Letters still missing before a search runs; 0 once it ran.',
    }),
  }),
});

const SearchSchema = z.object({
  query: text({ error: INVALID }).max(100, RANGE),
  kind: z.enum(SEARCH_KINDS, { error: INVALID }).optional(),
  limit: z.number({ error: INVALID }).int(INVALID).min(1, RANGE).max(SEARCH_MAX_LIMIT, RANGE).optional(),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResultsRef,
    description:
      "Trips, destinations, stays and experiences in the caller's language; tolerant of typos and umlauts. " +
      'Runs from 3 letters on.',
    args: { query: t.arg.string({ required: true }), kind: t.arg({ type: SearchKindRef }), limit: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const input = validate(ctx, SearchSchema, args);
      return search(ctx.db, contextFromPreferences(ctx.prefs), input.query, {
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.limit ? { limit: input.limit } : {}),
      });
    },
  }),
}));
