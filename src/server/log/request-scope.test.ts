import { describe, expect, it } from 'vitest';
import { expectConsoleError, loggedEntries } from '../../../tests/setup/fail-on-console-error';
import { moduleLogger } from './logger';
import { inRequestScope } from './request-scope';

const PERSONAL = /ada@example\.com/;

describe('inRequestScope', () => {
  it('answers with the request id and puts it on what is logged meanwhile', async () => {
    const request = new Request('http://localhost/en/', { headers: { 'x-request-id': 'edge-0000-1111' } });
    const response = await inRequestScope(request, async () => {
      moduleLogger('test').info('serving');
      return new Response('ok');
    });
    expect(response.headers.get('x-request-id')).toBe('edge-0000-1111');
    expect(loggedEntries()).toEqual([expect.objectContaining({ msg: 'serving', requestId: 'edge-0000-1111' })]);
  });

  it('sets the header on a response whose headers are immutable (a redirect)', async () => {
    const response = await inRequestScope(new Request('http://localhost/'), async () =>
      Response.redirect('http://localhost/en/', 302),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost/en/');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('logs a failure once, with the request id, method and path, and without its message', async () => {
    expectConsoleError();
    const request = new Request('http://localhost/en/contact', { method: 'POST' });
    const failure = new TypeError('duplicate key: ada@example.com');
    await expect(
      inRequestScope(request, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    // Astro then renders the 500 page for the same request, through the middleware again.
    const page = await inRequestScope(request, async () => new Response('error page', { status: 500 }));
    const errors = loggedEntries().filter((entry) => entry.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        module: 'http',
        method: 'POST',
        path: '/en/contact',
        msg: 'failed: TypeError',
        requestId: page.headers.get('x-request-id'),
      }),
    ]);
    expect(JSON.stringify(loggedEntries())).not.toMatch(PERSONAL);
  });

  it('logs an answer with a server error status', async () => {
    expectConsoleError();
    const response = await inRequestScope(
      new Request('http://localhost/api/health'),
      async () => new Response(null, { status: 503 }),
    );
    expect(loggedEntries()).toEqual([
      expect.objectContaining({
        level: 50,
        status: 503,
        msg: 'answered 503',
        requestId: response.headers.get('x-request-id'),
      }),
    ]);
  });

  it('logs nothing for an ordinary answer, a not-found included', async () => {
    await inRequestScope(new Request('http://localhost/en/nowhere'), async () => new Response(null, { status: 404 }));
    expect(loggedEntries()).toEqual([]);
  });
});
