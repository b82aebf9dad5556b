import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedEntries } from '../../../tests/setup/fail-on-console-error';
import {
  logSettings,
  moduleLogger,
  outsideRequestScope,
  readableLine,
  setLogDestination,
  withRequestScope,
} from './logger';

describe('logSettings', () => {
  it('honours LOG_LEVEL and writes JSON lines in production', () => {
    expect(logSettings({ NODE_ENV: 'production', LOG_LEVEL: 'warn' })).toEqual({ level: 'warn', readable: false });
    expect(logSettings({ LOG_LEVEL: 'debug' })).toEqual({ level: 'debug', readable: false });
  });

  it('writes readable lines in development and tests', () => {
    expect(logSettings({ NODE_ENV: 'development' })).toEqual({ level: 'info', readable: true });
    expect(logSettings({ NODE_ENV: 'test', LOG_LEVEL: 'error' })).toEqual({ level: 'error', readable: true });
  });

  it('falls back to info for an empty or unknown level', () => {
    expect(logSettings({ LOG_LEVEL: '' }).level).toBe('info');
    expect(logSettings({ LOG_LEVEL: 'loud' }).level).toBe('info');
  });
});

describe('the logger', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('reads LOG_LEVEL: entries below it are not written', async () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    vi.resetModules();
    const fresh = await import('./logger');
    const lines: string[] = [];
    fresh.setLogDestination({ write: (line) => lines.push(line) });
    fresh.logger.info('not written');
    fresh.logger.warn('written');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['written']);
  });

  it('writes one JSON object per line with level, time, module and message', () => {
    const lines: string[] = [];
    const previous = setLogDestination({ write: (line) => lines.push(line) });
    moduleLogger('outbox').info('polling works again');
    setLogDestination(previous);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 30, module: 'outbox', msg: 'polling works again' });
    expect(JSON.parse(lines[0] ?? '')).toHaveProperty('time');
  });

  it('puts the request id on every entry written while the request is served, however deep', async () => {
    const log = moduleLogger('test');
    await withRequestScope('req-12345678', async () => {
      await Promise.resolve();
      log.warn('inside');
    });
    log.warn('outside');
    expect(loggedEntries().map((entry) => [entry.msg, entry.requestId])).toEqual([
      ['inside', 'req-12345678'],
      ['outside', undefined],
    ]);
  });

  it('leaves the request id off work a request starts but does not own (the outbox worker)', async () => {
    const log = moduleLogger('test');
    await withRequestScope('req-12345678', () =>
      outsideRequestScope(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        log.info('worker round');
      }),
    );
    expect(loggedEntries()).toEqual([expect.not.objectContaining({ requestId: expect.anything() })]);
  });
});

describe('readableLine', () => {
  it('gives time, level, module, message, other fields and the request id on one line', () => {
    const time = Date.UTC(2026, 10, 24, 1, 2, 3);
    const line = readableLine(
      JSON.stringify({ level: 50, time, module: 'http', msg: 'failed: Error', path: '/en/', requestId: 'abc-12345' }),
    );
    expect(line).toBe('01:02:03 ERROR [http] failed: Error path=/en/ (request abc-12345)\n');
  });
});
