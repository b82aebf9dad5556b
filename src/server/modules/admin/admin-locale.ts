import type { Locale } from '~/i18n/locales';
import { chooseLocale, LANGUAGE_COOKIE } from '../../http/language';
import { readCookie } from './session-cookie';

/**
 * Admin pages have no language prefix: the stored choice wins, then the
 * browser's languages, then English. Reads plain headers so the API handlers
 * can use it with any Request.
 */
export function adminLocale(headers: Headers): Locale {
  return chooseLocale(readCookie(headers.get('cookie'), LANGUAGE_COOKIE), headers.get('accept-language'));
}
