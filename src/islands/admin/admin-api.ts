// The browser's side of POST /api/admin/login and /api/admin/logout (spec 1 §7).

export type LoginOutcome = 'signed-in' | 'invalid-credentials' | 'throttled' | 'unavailable';

export const LOGIN_ENDPOINT = '/api/admin/login';
export const LOGOUT_ENDPOINT = '/api/admin/logout';

/** Reads the answer's success flag; a failed answer or a thrown error is logged and reported as not signed in. */
export async function requestLogin(email: string, password: string, send: typeof fetch = fetch): Promise<LoginOutcome> {
  try {
    const response = await send(LOGIN_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => null)) as { success?: unknown } | null;
    if (response.ok && body?.success === true) return 'signed-in';
    if (response.status === 429) {
      console.warn('[admin] sign-in throttled');
      return 'throttled';
    }
    if (response.status === 401) {
      console.warn('[admin] sign-in refused');
      return 'invalid-credentials';
    }
    console.error(`[admin] sign-in failed with HTTP ${response.status}`);
    return 'unavailable';
  } catch (error) {
    console.error('[admin] sign-in failed', error);
    return 'unavailable';
  }
}

/** Ends the server session; failures are ignored because the page signs out either way. */
export async function requestLogout(send: typeof fetch = fetch): Promise<void> {
  try {
    await send(LOGOUT_ENDPOINT, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline or the server is gone: the cookie expires on its own.
  }
}
