import type { AstroCookies } from 'astro';
import { type Currency, isCurrency } from '~/lib/currency';
import { detectLocale, type RequestHeaders } from '../modules/site/locale-detection';

export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's chosen currency, else the one detected from the request (spec 2 §1). */
export function currentCurrency(request: Request, cookies: AstroCookies): Currency {
  const chosen = cookies.get(CURRENCY_COOKIE)?.value;
  return isCurrency(chosen) ? chosen : detectLocale(request.headers).currency;
}

/** The same choice from bare request headers (for `server.mjs`, before Astro parses cookies). */
export function currencyFromHeaders(headers: RequestHeaders): Currency {
  const chosen = headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CURRENCY_COOKIE}=`))
    ?.slice(CURRENCY_COOKIE.length + 1);
  return isCurrency(chosen) ? chosen : detectLocale(headers).currency;
}
