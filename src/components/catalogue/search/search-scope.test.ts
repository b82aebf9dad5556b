import { describe, expect, it } from 'vitest';
import type { SearchHit } from '~/server/modules/catalogue/catalogue.types';
import { inScope, normaliseQuery, searchPath } from './search-scope';

const hit = (kind: SearchHit['kind']): SearchHit => ({ kind, id: 1, slug: 's', title: 'T', subtitle: '', url: '/' });

describe('search scopes', () => {
  it('topics are experiences and trips, destinations only destinations', () => {
    expect(
      ['trip', 'experience', 'destination', 'stay'].map((k) => inScope('topics', hit(k as SearchHit['kind']))),
    ).toEqual([true, true, false, false]);
    expect(inScope('destinations', hit('destination'))).toBe(true);
    expect(inScope('destinations', hit('stay'))).toBe(false);
    expect(inScope('all', hit('stay'))).toBe(true);
  });

  it('builds result paths with the query as one encoded segment', () => {
    expect(searchPath('all', ' okavango delta ')).toBe('/search/okavango%20delta');
    expect(searchPath('topics', 'a/b?')).toBe('/search/topics/a%2Fb%3F');
    expect(searchPath('destinations', '   ')).toBe('/search');
  });

  it('normalises what was typed', () => {
    expect(normaliseQuery('  Sambia   Lodge ')).toBe('Sambia Lodge');
    expect(normaliseQuery(null)).toBe('');
    expect(normaliseQuery('x'.repeat(100))).toHaveLength(80);
  });
});
