import { describe, expect, it } from 'vitest';
import { canonicalPathFor, internalPathFor, localePath, splitLocale, switchLocalePath } from './routes';

describe('localised routes', () => {
  it('names the wizard per language', () => {
    expect(localePath('en', '/plan-my-trip')).toBe('/en/plan-my-trip');
    expect(localePath('de', '/plan-my-trip')).toBe('/de/meine-reise-planen');
    expect(localePath('de', '/t/12')).toBe('/de/t/12');
    expect(localePath('en')).toBe('/en/');
  });

  it('serves the German name from the internal route', () => {
    expect(internalPathFor('/de/meine-reise-planen')).toBe('/de/plan-my-trip');
    expect(internalPathFor('/de/t/12')).toBeNull();
  });

  it("sends a name in the wrong language to the language's own", () => {
    expect(canonicalPathFor('/de/plan-my-trip')).toBe('/de/meine-reise-planen');
    expect(canonicalPathFor('/en/meine-reise-planen')).toBe('/en/plan-my-trip');
    expect(canonicalPathFor('/en/plan-my-trip')).toBeNull();
  });

  it('switches language keeping the page and the query', () => {
    expect(switchLocalePath('/en/plan-my-trip?step=2', 'de')).toBe('/de/meine-reise-planen?step=2');
    expect(switchLocalePath('/de/t/12', 'en')).toBe('/en/t/12');
    expect(switchLocalePath('/', 'de')).toBe('/de/');
  });

  it('recognises only en and de as prefixes', () => {
    expect(splitLocale('/fr/contact')).toBeNull();
    expect(splitLocale('/de/contact')).toEqual({ locale: 'de', rest: '/contact' });
  });
});
