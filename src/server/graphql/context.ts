import type { YogaInitialContext } from 'graphql-yoga';
import { isCurrency } from '~/lib/currency';
import { readUserPreferences, type UserPreferences } from '~/lib/preferences';
import { isCleanText } from '~/lib/schemas/text-rule';
import type { Database } from '../db';
import { getTranslator, type Translate } from '~/i18n/t';
import { currencyFromHeaders } from '../http/currency';

export interface GraphQLContext {
  db: Database;
  request: Request;
  prefs: UserPreferences;
  callingPageUrl: string | null;
  t: Translate;
}

/**
 * The per-request context: the database plus the caller's `userPreferences` (spec 1 §7). A
 * caller that names no (known) currency gets the visitor's, exactly as pages price: the
 * `currency` cookie's choice, else the one detected from the request (docs/decisions/020).
 */
export function buildContext(db: Database, initial: YogaInitialContext): GraphQLContext {
  const variables = (initial.params.variables ?? {}) as Record<string, unknown>;
  const sent = variables['userPreferences'];
  const named = typeof sent === 'object' && sent !== null && isCurrency((sent as { currency?: unknown }).currency);
  const read = readUserPreferences(sent);
  const prefs = named ? read : { ...read, currency: currencyFromHeaders(initial.request.headers) };
  const page = variables['callingPageUrl'];
  return {
    db,
    request: initial.request,
    prefs,
    callingPageUrl: typeof page === 'string' && isCleanText(page) ? page.slice(0, 2048) : null,
    t: getTranslator(prefs.langCode),
  };
}
