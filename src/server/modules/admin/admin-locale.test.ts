import { describe, expect, it } from 'vitest';
import { adminLocale } from './admin-locale';

const headers = (init: Record<string, string>) => new Headers(init);

describe('adminLocale', () => {
  it('prefers the lang cookie', () => {
    expect(adminLocale(headers({ cookie: 'a=1; lang=de', 'accept-language': 'en' }))).toBe('de');
  });

  it('falls back to the browser languages, then English', () => {
    expect(adminLocale(headers({ cookie: 'lang=fr', 'accept-language': 'fr, de;q=0.8' }))).toBe('de');
    expect(adminLocale(headers({ 'accept-language': 'fr' }))).toBe('en');
    expect(adminLocale(headers({}))).toBe('en');
  });
});
