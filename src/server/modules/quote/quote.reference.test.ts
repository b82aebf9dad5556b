import { describe, expect, it } from 'vitest';
import { CROCKFORD, generateReference, isReference } from './quote.reference';

describe('generateReference', () => {
  it('has the shape XXXX-XXXX-XXXX-XXXX in Crockford base32', () => {
    for (let i = 0; i < 200; i += 1) {
      const reference = generateReference();
      expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(reference).not.toMatch(/[ILOU]/);
      expect(isReference(reference)).toBe(true);
    }
  });

  it('encodes all 80 bits: every byte pattern gives a different reference', () => {
    expect(generateReference(() => new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(generateReference(() => new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const lastBit = new Uint8Array(10);
    lastBit[9] = 1;
    expect(generateReference(() => lastBit)).toBe('0000-0000-0000-0001');
    const firstBit = new Uint8Array(10);
    firstBit[0] = 128;
    expect(generateReference(() => firstBit)).toBe('G000-0000-0000-0000');
  });

  it('draws from a strong random source: no repeats and every character used', () => {
    const seen = new Set<string>();
    const characters = new Set<string>();
    for (let i = 0; i < 5_000; i += 1) {
      const reference = generateReference();
      seen.add(reference);
      for (const character of reference.replaceAll('-', '')) characters.add(character);
    }
    expect(seen.size).toBe(5_000);
    expect([...characters].sort().join('')).toBe([...CROCKFORD].sort().join(''));
  });

  it('asks for exactly 80 bits', () => {
    const sizes: number[] = [];
    generateReference((size) => {
      sizes.push(size);
      return new Uint8Array(size);
    });
    expect(sizes).toEqual([10]);
  });

  it('recognises look-alike letters as not a reference', () => {
    expect(isReference('7KQ2-M9XD-TR4C-W8HN')).toBe(true);
    expect(isReference('7KQ2-M9XD-TR4C-W8HO')).toBe(false);
    expect(isReference('7kq2-m9xd-tr4c-w8hn')).toBe(false);
    expect(isReference('7KQ2M9XDTR4CW8HN')).toBe(false);
  });
});
