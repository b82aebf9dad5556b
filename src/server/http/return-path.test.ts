import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_PATHS } from '../../../tests/fixtures/hostile-return-paths';
import { safeReturnPath } from './return-path';

const HOME = '/en/';

describe('safeReturnPath', () => {
  it.each(HOSTILE_RETURN_PATHS.map((value) => [JSON.stringify(value).slice(0, 60), value]))(
    'refuses %s',
    (_shown, value) => {
      expect(safeReturnPath(value, HOME)).toBe(HOME);
    },
  );

  it.each([
    ['/en/', '/en/'],
    ['/de/t/botswana?page=2', '/de/t/botswana?page=2'],
    ['/en/search/all/gr%C3%BC%C3%9Fe', '/en/search/all/gr%C3%BC%C3%9Fe'],
    ['/en/p?q=a%20b#newsletter', '/en/p?q=a%20b#newsletter'],
    ['/en/t?next=//x', '/en/t?next=//x'],
  ])('keeps %s', (value, expected) => {
    expect(safeReturnPath(value, HOME)).toBe(expected);
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(null, HOME)).toBe(HOME);
    expect(safeReturnPath(undefined, HOME)).toBe(HOME);
    expect(safeReturnPath(['/en/'], HOME)).toBe(HOME);
  });
});
