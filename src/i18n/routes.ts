import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/**
 * Path segments with a name of their own per language (spec 1 §2: the wizard is
 * /en/plan-my-trip and /de/meine-reise-planen). The English name is the route file's.
 */
const LOCALISED_SEGMENTS: Record<string, Record<Locale, string>> = {
  'plan-my-trip': { en: 'plan-my-trip', de: 'meine-reise-planen' },
};

const toInternal = new Map<string, string>(
  Object.entries(LOCALISED_SEGMENTS).flatMap(([internal, names]) => LOCALES.map((l) => [names[l], internal] as const)),
);

/** Splits '/de/x/y' into its locale and the rest ('/x/y'); null when there is no supported prefix. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return null;
  return { locale: first, rest: `/${rest.join('/')}` };
}

/** The internal (route file) name of a localised first segment, e.g. meine-reise-planen → plan-my-trip. */
export function internalSegment(segment: string): string {
  return toInternal.get(segment) ?? segment;
}

/** The public path of an internal path in a language: path('de', '/plan-my-trip') → '/de/meine-reise-planen'. */
export function localePath(locale: Locale, internalPath = '/'): string {
  const [, first = '', ...rest] = internalPath.split('/');
  const named = LOCALISED_SEGMENTS[first]?.[locale] ?? first;
  return `/${[locale, named, ...rest].join('/')}`;
}

/** The same page in another language, keeping the query: /en/plan-my-trip?step=2 → /de/meine-reise-planen?step=2. */
export function switchLocalePath(pathWithQuery: string, target: Locale): string {
  const [pathname = '/', query] = pathWithQuery.split(/\?(.*)/s);
  const split = splitLocale(pathname);
  const rest = split ? split.rest : '/';
  const [, first = '', ...tail] = rest.split('/');
  const internal = `/${[internalSegment(first), ...tail].join('/')}`;
  return `${localePath(target, internal)}${query ? `?${query}` : ''}`;
}

/** Where a public path is served from, or null when it is already internal. */
export function internalPathFor(pathname: string): string | null {
  const split = splitLocale(pathname);
  if (!split) return null;
  const [, first = '', ...tail] = split.rest.split('/');
  const internal = internalSegment(first);
  return internal === first ? null : `/${[split.locale, internal, ...tail].join('/')}`;
}

/** The canonical public path when a page was asked for under another language's name, else null. */
export function canonicalPathFor(pathname: string): string | null {
  const split = splitLocale(pathname);
  if (!split) return null;
  const [, first = '', ...tail] = split.rest.split('/');
  const internal = internalSegment(first);
  const expected = LOCALISED_SEGMENTS[internal]?.[split.locale];
  return expected && expected !== first ? `/${[split.locale, expected, ...tail].join('/')}` : null;
}

export { DEFAULT_LOCALE };
