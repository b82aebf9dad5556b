import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-index';

describe('normalizeSearchText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeSearchText('Südafrika')).toBe('sudafrika');
    expect(normalizeSearchText('Mahé')).toBe('mahe');
    expect(normalizeSearchText('Île Sainte-Marie')).toBe('ile sainte-marie');
  });

  it('spells ß as ss, also the capital', () => {
    expect(normalizeSearchText('Großes südliches Afrika')).toBe('grosses sudliches afrika');
    expect(normalizeSearchText('GROẞ')).toBe('gross');
  });

  it('collapses and trims white space', () => {
    expect(normalizeSearchText('  Okavango \n\t Delta  ')).toBe('okavango delta');
  });
});
