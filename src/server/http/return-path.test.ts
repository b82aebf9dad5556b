import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const HOME = '/en/';

/** Hostile return values (decoded once, as a query parameter or form field arrives). */
export const HOSTILE_RETURN_PATHS = [
  '',
  'evil.example',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '\\\\evil.example',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r/evil.example/',
  '/\u0000/evil.example/',
  '/ /evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%252F%252Fevil.example/',
  '/%5Cevil.example/',
  '/%09/evil.example/',
  '/%0A/x',
  '/%0D/x',
  '/%00/x',
  '/%E3%80%82/x',
  '/\u3002/x',
  '/\uff0f/evil.example',
  '/%EF%BC%8F/evil.example',
  '/%',
  '/%zz',
  'javascript:alert(1)',
  'JavaScript:alert(1)//',
  '/javascript:alert(1)'.slice(1),
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  'http:/evil.example',
  'HTTPS://evil.example',
  `/${'a'.repeat(3000)}`,
];

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
