import type { APIContext, MiddlewareHandler } from 'astro';
import { getTranslator } from '~/i18n/t';
import { type Database, database } from '../../db';
import { isProduction } from '../../env';
import { type Clock, systemClock } from '../../clock';
import { jsonResponse, withNoStore } from './admin-http';
import { adminLocale } from './admin-locale';
import { clearedSessionCookie, readCookie, SESSION_COOKIE, secureCookieFor } from './session-cookie';
import { findSession } from './session.service';

export const LOGIN_PAGE = '/admin/login';

/** What the guard does with a path: nothing, mark no-store only, or demand a session. */
export type AdminArea = 'outside' | 'open' | 'page' | 'api';

/**
 * Classifies a path. Case and repeated slashes are folded and escapes decoded
 * first, so a spelling variant that the router might still match cannot slip
 * past; an undecodable path counts as protected.
 */
export function adminArea(pathname: string): AdminArea {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return pathname.toLowerCase().includes('/admin') ? 'page' : 'outside';
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  if (path === LOGIN_PAGE || path === '/api/admin/login') return 'open';
  if (path === '/admin' || path.startsWith('/admin/')) return 'page';
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return 'api';
  return 'outside';
}

export interface AdminGuardOptions {
  db: () => Promise<Database>;
  clock: Clock;
  production: () => boolean;
}

type GuardContext = Pick<APIContext, 'url' | 'request' | 'locals'>;

/** Builds the guard; tests pass their own database and clock. */
export function createAdminGuard(options: AdminGuardOptions) {
  return async (context: GuardContext, next: () => Promise<Response>): Promise<Response> => {
    const area = adminArea(context.url.pathname);
    if (area === 'outside') return next();
    if (area === 'open') return withNoStore(await next());

    const token = readCookie(context.request.headers.get('cookie'), SESSION_COOKIE);
    const session = await findSession(await options.db(), token, options.clock());
    if (session) {
      context.locals.admin = { email: session.email, loginTimestamp: session.createdAt.getTime() };
      return withNoStore(await next());
    }
    // A cookie that no longer opens a session is cleared, so the browser stops sending it.
    const headers: Record<string, string> = token
      ? { 'set-cookie': clearedSessionCookie({ secure: secureCookieFor(options.production(), context.url) }) }
      : {};
    if (area === 'api') {
      const t = getTranslator(adminLocale(context.request.headers));
      return jsonResponse(401, { success: false, message: t('admin.session.required') }, headers);
    }
    return new Response(null, {
      status: 302,
      headers: { location: LOGIN_PAGE, 'cache-control': 'no-store', ...headers },
    });
  };
}

/** Admin pages and /api/admin need a valid session (spec 1 §6); wired in src/middleware.ts. */
export const adminGuard: MiddlewareHandler = createAdminGuard({
  db: async () => (await database()).db,
  clock: systemClock,
  production: isProduction,
});
