import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswers } from './wizard.answers';
import {
  clearProgress,
  loadProgress,
  newProgress,
  newSubmissionId,
  parseProgress,
  readAnswers,
  STORAGE_KEY,
  saveProgress,
} from './wizard.storage';

/** The browser's sessionStorage, as far as the wizard uses it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('submission ids', () => {
  it('are made once per run and fit the schema', () => {
    const a = newProgress('EUR');
    const b = newProgress('EUR');
    expect(a.submissionId).not.toBe(b.submissionId);
    expect(a.submissionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('come from getRandomValues where randomUUID is missing (plain http)', () => {
    const id = newSubmissionId({ getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('progress in sessionStorage', () => {
  it('survives a save and a load (a reload)', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const progress = newProgress('GBP', '12');
    progress.answers = { ...progress.answers, dateMode: 'unsure', month: '2027-02', children: ['01-01-2018'] };
    progress.skipped = ['choice'];
    progress.ready = true;
    saveProgress(progress);
    expect(loadProgress('EUR')).toEqual(progress);
    clearProgress();
    expect(loadProgress('EUR')).toBeNull();
  });

  it('works on without storage (blocked or missing)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => saveProgress(newProgress('EUR'))).not.toThrow();
    expect(loadProgress('EUR')).toBeNull();
    expect(() => clearProgress()).not.toThrow();
  });

  it('ignores damaged or foreign values', () => {
    expect(parseProgress(null, 'EUR')).toBeNull();
    expect(parseProgress('{not json', 'EUR')).toBeNull();
    expect(parseProgress(JSON.stringify({ submissionId: 'x' }), 'EUR')).toBeNull();
    expect(parseProgress(JSON.stringify({ submissionId: 'abc"def<script>' }), 'EUR')).toBeNull();
  });

  it('keeps only well-typed answers', () => {
    const answers = readAnswers(
      {
        dateMode: 'sometimes',
        month: 'June',
        duration: 'FOREVER',
        adults: 40,
        children: [1, 2],
        destinations: ['botswana'],
        budgetCurrency: 'XYZ',
        preferredCommunication: 'PIGEON',
        firstName: 42,
        email: 'ada@example.com',
        flightBooked: true,
        travellingType: 'GROUP',
      },
      'SEK',
    );
    expect(answers).toEqual({
      ...emptyAnswers('SEK'),
      destinations: ['botswana'],
      email: 'ada@example.com',
      flightBooked: true,
      travellingType: 'GROUP',
    });
  });

  it('uses its own key', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    saveProgress(newProgress('EUR'));
    expect(sessionStorage.getItem(STORAGE_KEY)).toContain('submissionId');
  });
});
