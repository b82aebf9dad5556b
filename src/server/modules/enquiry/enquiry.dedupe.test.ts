import { describe, expect, it } from 'vitest';
import { canonicalJson, dedupeKey } from './enquiry.dedupe';

const morning = new Date('2027-03-10T08:00:00Z');
const evening = new Date('2027-03-10T22:30:00Z');
const nextDay = new Date('2027-03-11T00:30:00Z');

describe('dedupeKey', () => {
  it('is the same for the same answers in any key order on the same UTC day', () => {
    const a = dedupeKey('WIZARD', { email: 'a@b.c', adults: 2, dates: { month: 5, year: 2027 } }, null, morning);
    const b = dedupeKey('WIZARD', { dates: { year: 2027, month: 5 }, adults: 2, email: 'a@b.c' }, undefined, evening);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs for other answers, another kind or another day', () => {
    const base = dedupeKey('WIZARD', { adults: 2 }, null, morning);
    expect(dedupeKey('WIZARD', { adults: 3 }, null, morning)).not.toBe(base);
    expect(dedupeKey('LANDING', { adults: 2 }, null, morning)).not.toBe(base);
    expect(dedupeKey('WIZARD', { adults: 2 }, null, nextDay)).not.toBe(base);
  });

  it('uses the submission id alone when the client sends one', () => {
    const first = dedupeKey('WIZARD', { adults: 2 }, 'run-12345678', morning);
    expect(dedupeKey('WIZARD', { adults: 4 }, 'run-12345678', nextDay)).toBe(first);
    expect(dedupeKey('PERSONALISE', { adults: 2 }, 'run-12345678', morning)).not.toBe(first);
    expect(dedupeKey('WIZARD', { adults: 2 }, 'run-87654321', morning)).not.toBe(first);
  });

  it('writes canonical JSON with sorted keys and without undefined values', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: undefined, a: null }], a: 'x' })).toBe(
      '{"a":"x","b":[2,{"a":null,"d":1}]}',
    );
  });
});
