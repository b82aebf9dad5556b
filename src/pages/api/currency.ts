import type { APIRoute } from 'astro';
import { isCurrency } from '~/lib/currency';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '~/server/http/currency';
import { safeReturnPath } from '~/server/http/return-path';

/** The currency switch: a plain link, so it works without JavaScript. Stores the choice, goes back. */
export const GET: APIRoute = ({ url, cookies, redirect, locals }) => {
  const code = url.searchParams.get('code');
  const back = safeReturnPath(url.searchParams.get('return'), `/${locals.locale}/`);
  if (!isCurrency(code)) return new Response('Unknown currency.', { status: 400 });
  cookies.set(CURRENCY_COOKIE, code, {
    path: '/',
    maxAge: CURRENCY_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
  });
  return redirect(back, 303);
};
