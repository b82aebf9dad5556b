import type { AstroCookies } from 'astro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/i18n/locales';
import { localeFromAcceptLanguage } from '../modules/site/locale-detection';

/** The visitor's language choice, kept a year (spec 1 §9). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Language at start (spec 1 §4): the stored cookie, then the browser's language, then the default. */
export function chooseLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

export function preferredLocale(request: Request, cookies: AstroCookies): Locale {
  return chooseLocale(cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'));
}

/** Paths outside the language prefixes: the back office, APIs and files. */
export function isUnprefixedPath(pathname: string): boolean {
  return /^\/(admin|api|_i18n|_build|_astro|_image|robots\.txt|favicon\.svg|images|fonts)(\/|$)/.test(pathname);
}
