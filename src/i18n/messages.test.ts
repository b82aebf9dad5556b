import { describe, expect, it } from 'vitest';
import { interpolate } from './format';
import de from './messages/de.json';
import en from './messages/en.json';
import { getTranslator } from './t';

describe('message files', () => {
  it('have exactly the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty message', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(de)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
    }
  });
});

describe('t()', () => {
  it('translates per locale', () => {
    expect(getTranslator('de')('home.cta')).toBe('Reise planen');
    expect(getTranslator('en')('home.cta')).toBe('Plan your trip');
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('Hi {{name}}, {{other}}', { name: 'Ana' })).toBe('Hi Ana, {{other}}');
  });
});
