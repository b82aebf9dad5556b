import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * A test that makes the code log an error fails, unless it expects the error
 * (`expectConsoleError()`), so silent failures do not hide behind green tests.
 */
let expected = 0;
let spy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  expected = 0;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  if (expected === 0) expect(calls, 'console.error was called unexpectedly').toBe(0);
});

/** Declares that the current test expects console.error and silences it. */
export function expectConsoleError(): void {
  expected += 1;
  spy.mockImplementation(() => {});
}
