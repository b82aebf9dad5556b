import { describe, expect, it } from 'vitest';
import { countText, moreLettersText, readLabels, remainingLetters, type SearchLabels } from './search-text';

const labels: SearchLabels = {
  moreOne: 'Type {{count}} more letter to search',
  moreOther: 'Type {{count}} more letters to search',
  noResults: 'No results for “{{query}}”',
  alternatives: 'Perhaps one of these?',
  searching: 'Searching…',
  failed: 'Search is not available right now.',
  count: { one: '{{count}} result', other: '{{count}} results' },
  kinds: { trip: 'Trip', destination: 'Destination', stay: 'Stay', experience: 'Experience' },
};

describe('search overlay texts', () => {
  it('counts letters and digits only, after trimming', () => {
    expect(remainingLetters('', 3)).toBe(3);
    expect(remainingLetters(' o ', 3)).toBe(2);
    expect(remainingLetters('o-k', 3)).toBe(1);
    expect(remainingLetters('Sam', 3)).toBe(0);
    expect(remainingLetters('Zürich', 3)).toBe(0);
  });

  it('says how many letters are missing with the plural of the language', () => {
    expect(moreLettersText(labels, 1, 'en')).toBe('Type 1 more letter to search');
    expect(moreLettersText(labels, 2, 'en')).toBe('Type 2 more letters to search');
    expect(countText(labels, 1, 'de')).toBe('1 result');
    expect(countText(labels, 4, 'de')).toBe('4 results');
  });

  it('reads the labels from the dialog, refusing broken ones', () => {
    expect(readLabels(JSON.stringify(labels))).toEqual(labels);
    expect(readLabels('{oops')).toBeNull();
    expect(readLabels(undefined)).toBeNull();
    expect(readLabels('{}')).toBeNull();
  });
});
