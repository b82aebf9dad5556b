import type { APIContext } from 'astro';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { adminArea, createAdminGuard } from './admin-guard';
import { upsertAdmin } from './admin.service';
import { createSession, SESSION_LIFETIME_MS } from './session.service';

const database = setupTestDatabase();
const signIn = new Date('2026-03-01T08:00:00Z');
let clock = signIn;
const guard = createAdminGuard({ db: async () => database.db, clock: () => clock, production: () => true });
let token = '';

beforeAll(async () => {
  await upsertAdmin(database.db, 'guard@example.com', 'a long enough password');
  token = (await createSession(database.db, 'guard@example.com', signIn)).token;
});

async function visit(path: string, cookie?: string) {
  const url = new URL(path, 'http://127.0.0.1:4321');
  const locals = {} as APIContext['locals'];
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  const next = vi.fn(async () => new Response('page', { headers: { 'cache-control': 'public, max-age=60' } }));
  const response = await guard({ url, request, locals }, next);
  return { response, next, locals };
}

describe('adminGuard', () => {
  it('sends a visitor without a session from /admin to the login', async () => {
    for (const path of ['/admin', '/admin/', '/admin/components', '/ADMIN/components', '/admin//components']) {
      const { response, next } = await visit(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/admin/login');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(next).not.toHaveBeenCalled();
    }
  });

  it('answers /api/admin without a session with 401 JSON', async () => {
    const { response, next } = await visit('/api/admin/logout');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Please sign in to the admin area.' });
    expect(next).not.toHaveBeenCalled();
  });

  it('lets the login page and the login call through, marked no-store', async () => {
    for (const path of ['/admin/login', '/api/admin/login']) {
      const { response, next } = await visit(path);
      expect(next, path).toHaveBeenCalledOnce();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('admits a valid session and tells the page who is signed in', async () => {
    clock = new Date(signIn.getTime() + 60_000);
    const { response, next, locals } = await visit('/admin/components', `lang=de; admin_session=${token}`);
    expect(next).toHaveBeenCalledOnce();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(locals.admin).toEqual({ email: 'guard@example.com', loginTimestamp: signIn.getTime() });
  });

  it('turns a session away 24 hours after sign-in and clears its cookie', async () => {
    clock = new Date(signIn.getTime() + SESSION_LIFETIME_MS);
    const { response } = await visit('/admin', `admin_session=${token}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(
      /^admin_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict; Secure$/,
    );
  });

  it('leaves every other path alone', async () => {
    for (const path of ['/en/', '/administrator', '/api/graphql', '/de/admin']) {
      const { response, next } = await visit(path);
      expect(next, path).toHaveBeenCalledOnce();
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    }
  });
});

describe('adminArea', () => {
  it('classifies paths, folding spelling variants', () => {
    expect(adminArea('/admin/login')).toBe('open');
    expect(adminArea('/admin/login/')).toBe('open');
    expect(adminArea('/api/admin/login')).toBe('open');
    expect(adminArea('/admin/%6Cogin')).toBe('open');
    expect(adminArea('/admin/login-help')).toBe('page');
    expect(adminArea('/%61dmin')).toBe('page');
    expect(adminArea('/admin/%E0%A4%A')).toBe('page');
    expect(adminArea('/api/admin/logout')).toBe('api');
    expect(adminArea('/api/administrators')).toBe('outside');
  });
});
