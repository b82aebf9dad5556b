import type { YogaInitialContext } from 'graphql-yoga';
import { readUserPreferences, type UserPreferences } from '~/lib/preferences';
import { isCleanText } from '~/lib/schemas/text-rule';
import type { Database } from '../db';
import { getTranslator, type Translate } from '~/i18n/t';

export interface GraphQLContext {
  db: Database;
  request: Request;
  prefs: UserPreferences;
  callingPageUrl: string | null;
  t: Translate;
}

/** The per-request context: the database plus the caller's `userPreferences` (spec 1 §7). */
export function buildContext(db: Database, initial: YogaInitialContext): GraphQLContext {
  const variables = (initial.params.variables ?? {}) as Record<string, unknown>;
  const prefs = readUserPreferences(variables['userPreferences']);
  const page = variables['callingPageUrl'];
  return {
    db,
    request: initial.request,
    prefs,
    callingPageUrl: typeof page === 'string' && isCleanText(page) ? page.slice(0, 2048) : null,
    t: getTranslator(prefs.langCode),
  };
}
