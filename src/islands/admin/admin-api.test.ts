import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error';
import { LOGIN_ENDPOINT, requestLogin, requestLogout } from './admin-api';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requestLogin', () => {
  it('posts the e-mail and password as JSON and reads the success flag', async () => {
    const send = vi.fn(answer(200, { success: true }));
    expect(await requestLogin('ops@example.com', 'secret', send)).toBe('signed-in');
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(LOGIN_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ops@example.com', password: 'secret' });
  });

  it('tells wrong credentials from throttling', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await requestLogin('a@b.c', 'x', answer(401, { success: false }))).toBe('invalid-credentials');
    expect(await requestLogin('a@b.c', 'x', answer(429, { success: false }))).toBe('throttled');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reports a server error or a network failure as unavailable and logs it', async () => {
    expectConsoleError();
    expect(await requestLogin('a@b.c', 'x', answer(500, { success: false }))).toBe('unavailable');
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await requestLogin('a@b.c', 'x', offline)).toBe('unavailable');
  });

  it('does not trust a 200 without the success flag', async () => {
    expectConsoleError();
    expect(await requestLogin('a@b.c', 'x', answer(200, { success: false }))).toBe('unavailable');
  });
});

describe('requestLogout', () => {
  it('never throws', async () => {
    await expect(
      requestLogout(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBeUndefined();
  });
});
