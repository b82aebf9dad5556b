import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDesignTokens } from './design-tokens';

describe('parseDesignTokens', () => {
  it('groups the :root custom properties by prefix and ignores comments and rules', () => {
    const css = `/* --color-fake: red; */
      :root { --color-sand-50: #faf7f2; --text-sm: 0.875rem;
        --font-sans: system-ui,
          sans-serif;
        --space-1: 0.25rem; --radius: 0.5rem; }
      .button { --color-inner: blue; }`;
    expect(parseDesignTokens(css)).toEqual({
      colours: [{ name: '--color-sand-50', value: '#faf7f2' }],
      typeScale: [{ name: '--text-sm', value: '0.875rem' }],
      typefaces: [{ name: '--font-sans', value: 'system-ui, sans-serif' }],
      spacing: [{ name: '--space-1', value: '0.25rem' }],
    });
  });

  it("finds the site's real tokens", () => {
    const tokens = parseDesignTokens(readFileSync('src/styles/tokens.css', 'utf8'));
    expect(tokens.colours.map((t) => t.name)).toContain('--color-earth-600');
    expect(tokens.typeScale.map((t) => t.name)).toContain('--text-base');
  });
});
