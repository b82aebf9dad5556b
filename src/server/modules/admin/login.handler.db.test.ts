import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { adminSessions, loginThrottle } from '../../db/schema';
import { upsertAdmin } from './admin.service';
import { handleLoginRequest, handleLogoutRequest, type LoginRequestContext } from './login.handler';
import { THROTTLE_WINDOW_MS } from './login-throttle';
import { findSession, hashSessionToken } from './session.service';

const database = setupTestDatabase();
const SITE = 'https://admin.test';
const EMAIL = 'ops@example.com';
const PASSWORD = 'correct horse battery staple';
const start = new Date('2026-03-01T08:00:00Z');
let address = 0;

beforeAll(async () => {
  await upsertAdmin(database.db, EMAIL, PASSWORD);
});

/** A fresh client address per test, so one test's failures never throttle another. */
function context(overrides: Partial<LoginRequestContext> = {}): LoginRequestContext {
  address += 1;
  return { db: database.db, now: start, secureCookies: true, clientAddress: `192.0.2.${address}`, ...overrides };
}

function loginRequest(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function tokenFrom(response: Response): string {
  const match = /^admin_session=([^;]+);/.exec(response.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no session cookie');
  return match[1];
}

describe('POST /api/admin/login', () => {
  it('signs in: 200 {success:true}, a session cookie and a stored hash of its token', async () => {
    const response = await handleLoginRequest(
      loginRequest({ email: ' OPS@example.com', password: PASSWORD }),
      context(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    for (const part of ['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=86400', 'Secure']) {
      expect(cookie).toContain(part);
    }
    const token = tokenFrom(response);
    const [row] = await database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSessionToken(token)));
    expect(row).toMatchObject({ email: EMAIL, createdAt: start, expiresAt: new Date(start.getTime() + 86_400_000) });
  });

  it('leaves out Secure when told to (plain http outside production)', async () => {
    const response = await handleLoginRequest(
      loginRequest({ email: EMAIL, password: PASSWORD }),
      context({ secureCookies: false }),
    );
    expect(response.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('refuses a wrong password with 401 and the failure text, in the visitor language', async () => {
    const wrong = await handleLoginRequest(loginRequest({ email: EMAIL, password: 'nope' }), context());
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.json()).toEqual({ success: false, message: 'The e-mail address or password is not correct.' });

    const german = await handleLoginRequest(
      loginRequest({ email: EMAIL, password: 'nope' }, { 'accept-language': 'de-DE,de;q=0.9' }),
      context(),
    );
    expect((await german.json()).message).toBe('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await handleLoginRequest(loginRequest({ email: 'nobody@example.com', password: 'x' }), context());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The e-mail address or password is not correct.',
    });
    const [row] = await database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, 'email:nobody@example.com'));
    expect(row?.failures).toBe(1);
  });

  it('throttles an e-mail after 5 failures without checking the password, until the next window', async () => {
    const email = 'target@example.com';
    await upsertAdmin(database.db, email, PASSWORD);
    for (let i = 0; i < 5; i++) {
      const response = await handleLoginRequest(loginRequest({ email, password: `guess-${i}` }), context());
      expect(response.status).toBe(401);
    }
    // The right password from a fresh address is still refused: the e-mail key is what blocks.
    const blocked = await handleLoginRequest(loginRequest({ email, password: PASSWORD }), context());
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      success: false,
      message: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
    });
    const next = new Date(start.getTime() + THROTTLE_WINDOW_MS);
    const allowed = await handleLoginRequest(loginRequest({ email, password: PASSWORD }), context({ now: next }));
    expect(allowed.status).toBe(200);
  });

  it('clears the e-mail failures on success', async () => {
    const email = 'forgetful@example.com';
    await upsertAdmin(database.db, email, PASSWORD);
    for (let i = 0; i < 4; i++) await handleLoginRequest(loginRequest({ email, password: 'typo' }), context());
    expect((await handleLoginRequest(loginRequest({ email, password: PASSWORD }), context())).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await handleLoginRequest(loginRequest({ email, password: 'typo' }), context())).status).toBe(401);
    }
    expect((await handleLoginRequest(loginRequest({ email, password: PASSWORD }), context())).status).toBe(200);
  });

  it('throttles one address after 20 failures, whatever the e-mail', async () => {
    const same = context();
    for (let i = 0; i < 20; i++) {
      const response = await handleLoginRequest(loginRequest({ email: `spray-${i}@example.com`, password: 'x' }), same);
      expect(response.status).toBe(401);
    }
    expect((await handleLoginRequest(loginRequest({ email: EMAIL, password: PASSWORD }), same)).status).toBe(429);
    expect((await handleLoginRequest(loginRequest({ email: EMAIL, password: PASSWORD }), context())).status).toBe(200);
  });

  it('lets at most 5 of a burst of parallel guesses reach the password check', async () => {
    const email = 'burst@example.com';
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => handleLoginRequest(loginRequest({ email, password: `p${i}` }), context())),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('refuses requests without our Origin (CSRF) with 403', async () => {
    const body = { email: EMAIL, password: PASSWORD };
    const missing = new Request(`${SITE}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect((await handleLoginRequest(missing, context())).status).toBe(403);
    const foreign = loginRequest(body, { origin: 'https://evil.example' });
    const refused = await handleLoginRequest(foreign, context());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false });
    const proxied = loginRequest(body, { origin: 'https://www.example.com' });
    const trusted = await handleLoginRequest(proxied, context({ trustedOrigins: ['https://www.example.com'] }));
    expect(trusted.status).toBe(200);
  });

  it('refuses a body that is not the expected JSON', async () => {
    const cases: [Request, number][] = [
      [loginRequest('{not json'), 400],
      [loginRequest({ email: EMAIL }), 400],
      [loginRequest({ email: EMAIL, password: 42 }), 400],
      [loginRequest([EMAIL, PASSWORD]), 400],
      [loginRequest({ email: EMAIL, password: 'x'.repeat(600) }), 400],
      [loginRequest({ email: EMAIL, password: 'x'.repeat(5000) }), 413],
      [loginRequest(`email=${EMAIL}`, { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    ];
    for (const [request, status] of cases) {
      const response = await handleLoginRequest(request, context());
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('replaces the session the browser still carries', async () => {
    const first = tokenFrom(await handleLoginRequest(loginRequest({ email: EMAIL, password: PASSWORD }), context()));
    const again = await handleLoginRequest(
      loginRequest({ email: EMAIL, password: PASSWORD }, { cookie: `admin_session=${first}` }),
      context(),
    );
    expect(again.status).toBe(200);
    expect(await findSession(database.db, first, start)).toBeNull();
    expect(await findSession(database.db, tokenFrom(again), start)).not.toBeNull();
  });
});

describe('POST /api/admin/logout', () => {
  function logoutRequest(token: string, origin = SITE) {
    return new Request(`${SITE}/api/admin/logout`, {
      method: 'POST',
      headers: { origin, cookie: `lang=de; admin_session=${token}` },
    });
  }

  it('deletes the session and clears the cookie', async () => {
    const token = tokenFrom(await handleLoginRequest(loginRequest({ email: EMAIL, password: PASSWORD }), context()));
    const response = await handleLogoutRequest(logoutRequest(token), context());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('set-cookie')).toMatch(
      /^admin_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/,
    );
    expect(await findSession(database.db, token, start)).toBeNull();
  });

  it('keeps the session when the request comes from another origin', async () => {
    const token = tokenFrom(await handleLoginRequest(loginRequest({ email: EMAIL, password: PASSWORD }), context()));
    const response = await handleLogoutRequest(logoutRequest(token, 'https://evil.example'), context());
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Diese Anfrage wird nur von der Website selbst angenommen.');
    expect(await findSession(database.db, token, start)).not.toBeNull();
  });
});
