import { getTranslator } from '~/i18n/t';
import type { Database } from '../../db';
import { adminLocale } from './admin-locale';
import { readJsonBody } from '../../http/body';
import { isSameOrigin, jsonResponse } from './admin-http';
import { AdminLoginSchema, loginAdmin } from './login.service';
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from './session-cookie';
import { deleteSession } from './session.service';

/** Enough for any honest e-mail and password; more is refused before parsing. */
export const LOGIN_BODY_LIMIT = 4 * 1024;

export interface AdminRequestContext {
  db: Database;
  now: Date;
  /** Whether cookies get the Secure attribute (docs/decisions/004). */
  secureCookies: boolean;
  /** Origins accepted besides the request's own, e.g. PUBLIC_SITE_URL behind a proxy. */
  trustedOrigins?: readonly string[];
}

export interface LoginRequestContext extends AdminRequestContext {
  clientAddress: string;
}

/** POST /api/admin/login: { email, password } → { success } and the session cookie. */
export async function handleLoginRequest(request: Request, context: LoginRequestContext): Promise<Response> {
  const t = getTranslator(adminLocale(request.headers));
  const fail = (status: number, message: string) => jsonResponse(status, { success: false, message });

  if (!isSameOrigin(request, context.trustedOrigins)) return fail(403, t('admin.request.forbidden'));
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return fail(415, t('admin.login.invalidRequest'));
  }
  const body = await readJsonBody(request, LOGIN_BODY_LIMIT);
  if (body.status === 'too-large') return fail(413, t('admin.login.invalidRequest'));
  const parsed = AdminLoginSchema.safeParse(body.status === 'ok' ? body.value : undefined);
  if (!parsed.success) return fail(400, t('admin.login.invalidRequest'));

  const result = await loginAdmin(context.db, parsed.data, context.clientAddress, context.now);
  if (result.status === 'throttled') return fail(429, t('admin.login.throttled'));
  if (result.status === 'invalid-credentials') return fail(401, t('admin.login.failed'));

  // A session the browser still carries is replaced, not left behind.
  await deleteSession(context.db, readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return jsonResponse(
    200,
    { success: true },
    { 'set-cookie': sessionCookie(result.token, { secure: context.secureCookies }) },
  );
}

/** POST /api/admin/logout: ends the session on the server and in the browser. */
export async function handleLogoutRequest(request: Request, context: AdminRequestContext): Promise<Response> {
  if (!isSameOrigin(request, context.trustedOrigins)) {
    const t = getTranslator(adminLocale(request.headers));
    return jsonResponse(403, { success: false, message: t('admin.request.forbidden') });
  }
  await deleteSession(context.db, readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return jsonResponse(
    200,
    { success: true },
    { 'set-cookie': clearedSessionCookie({ secure: context.secureCookies }) },
  );
}
