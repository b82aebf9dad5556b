import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './currency';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/de/t?sort=price', '/en/')).toBe('/de/t?sort=price');
  });

  it('refuses other hosts and schemes', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(value, '/en/'), String(value)).toBe('/en/');
    }
  });
});
