/**
 * The navigation bar's look per page (spec 1 §2): solid with dark lettering on the
 * contact page, transparent with white lettering and a white call to action on the
 * terms pages, transparent with the normal call to action elsewhere.
 */
export type NavVariant = 'contact' | 'terms' | 'default';

export function navVariant(pathname: string): NavVariant {
  if (/^\/(en|de)\/contact\/?$/.test(pathname)) return 'contact';
  if (/^\/(en|de)\/terms(\/|$)/.test(pathname)) return 'terms';
  return 'default';
}
