import { describe, expect, it } from 'vitest';
import { getTranslator } from '~/i18n/t';
import { formatCoordinates } from './format';

describe('formatCoordinates', () => {
  it('writes a position the way each language does, in the page language', () => {
    expect(formatCoordinates(getTranslator('de'), 'de', -33.9027, 18.4509)).toBe('Koordinaten: 33,9027° S; 18,4509° O');
    expect(formatCoordinates(getTranslator('en'), 'en', -33.9027, 18.4509)).toBe('Coordinates: 33.9027° S, 18.4509° E');
  });

  it('names every hemisphere', () => {
    expect(formatCoordinates(getTranslator('de'), 'de', 4.6167, -55.45)).toBe('Koordinaten: 4,6167° N; 55,4500° W');
    expect(formatCoordinates(getTranslator('en'), 'en', 0, 0)).toBe('Coordinates: 0.0000° N, 0.0000° E');
  });
});
