import { describe, expect, it } from 'vitest';
import { navVariant } from './nav-variant';

describe('navVariant', () => {
  it('is solid on the contact page, white on terms pages, transparent elsewhere', () => {
    expect(navVariant('/en/contact')).toBe('contact');
    expect(navVariant('/de/contact/')).toBe('contact');
    expect(navVariant('/en/terms/imprint')).toBe('terms');
    expect(navVariant('/de/terms/privacy-policy')).toBe('terms');
    expect(navVariant('/en/')).toBe('default');
    expect(navVariant('/en/contactless')).toBe('default');
  });
});
