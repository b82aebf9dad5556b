import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setLogDestination } from '../../src/server/log/logger';

/**
 * A test that makes the code log an error — through the server's logger or console.error —
 * fails, unless it expects the error (`expectConsoleError()`), so silent failures do not hide
 * behind green tests. The logger's lines are kept per test (`loggedEntries()`), not printed.
 */
let expected = 0;
let spy: ReturnType<typeof vi.spyOn>;
let entries: LoggedEntry[] = [];

/** One line the server's logger wrote, as pino's JSON gives it. */
export interface LoggedEntry {
  level: number;
  msg: string;
  module?: string;
  requestId?: string;
  [field: string]: unknown;
}

const ERROR_LEVEL = 50;

beforeEach(() => {
  expected = 0;
  entries = [];
  spy = vi.spyOn(console, 'error');
  setLogDestination({ write: (line) => entries.push(JSON.parse(line) as LoggedEntry) });
});

afterEach(() => {
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  const errors = entries.filter((entry) => entry.level >= ERROR_LEVEL);
  if (expected === 0) {
    expect(calls, 'console.error was called unexpectedly').toBe(0);
    expect(
      errors.map((entry) => `[${entry.module ?? '-'}] ${entry.msg}`),
      'an error was logged unexpectedly',
    ).toEqual([]);
  }
});

/** Declares that the current test expects an error log (logger or console.error) and silences it. */
export function expectConsoleError(): void {
  expected += 1;
  spy.mockImplementation(() => {});
}

/** What the server's logger wrote during the current test, oldest first. */
export function loggedEntries(): readonly LoggedEntry[] {
  return entries;
}
