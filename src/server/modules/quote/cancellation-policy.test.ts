import { describe, expect, it } from 'vitest';
import { isStrictPolicy, parsePolicy, quotePolicy } from './cancellation-policy';

describe('quotePolicy', () => {
  it('is the strictest of the stays', () => {
    expect(quotePolicy(['flexible', 'strict', 'moderate'])).toBe('strict');
    expect(quotePolicy(['super_flexible', 'flexible'])).toBe('flexible');
    expect(quotePolicy(['moderate'])).toBe('moderate');
  });

  it('reads the upper-case spelling too', () => {
    expect(quotePolicy(['FLEXIBLE', 'SUPER_FLEXIBLE'])).toBe('flexible');
    expect(parsePolicy('SUPER_STRICT')).toBe('super_strict');
  });

  it('is super strict when no policy is found', () => {
    expect(quotePolicy([])).toBe('super_strict');
    expect(quotePolicy(['flexible', null])).toBe('super_strict');
    expect(quotePolicy(['flexible', 'whatever'])).toBe('super_strict');
  });

  it('counts strict and super strict (and unknown) as strict', () => {
    expect(isStrictPolicy('strict')).toBe(true);
    expect(isStrictPolicy('super_strict')).toBe(true);
    expect(isStrictPolicy(undefined)).toBe(true);
    expect(isStrictPolicy('moderate')).toBe(false);
  });
});
