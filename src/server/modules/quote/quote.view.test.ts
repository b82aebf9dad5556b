import { describe, expect, it } from 'vitest';
import { isExpired, parseQuoteSegment } from './quote.view';

describe('parseQuoteSegment', () => {
  it('takes the last dash-separated part as the quote id and the rest as the reference', () => {
    expect(parseQuoteSegment('7KQ2-M9XD-TR4C-W8HN-42')).toEqual({ reference: '7KQ2-M9XD-TR4C-W8HN', quoteId: 42 });
    expect(parseQuoteSegment('7kq2-m9xd-tr4c-w8hn-7')).toEqual({ reference: '7KQ2-M9XD-TR4C-W8HN', quoteId: 7 });
  });

  it('refuses anything that is not a reference and a positive id', () => {
    for (const segment of [
      '',
      '42',
      '7KQ2-M9XD-TR4C-W8HN',
      '7KQ2-M9XD-TR4C-W8HN-0',
      '7KQ2-M9XD-TR4C-W8HN-x',
      'ABCD-42',
      '7KQ2-M9XD-TR4C-W8HU-1',
      '7KQ2-M9XD-TR4C-W8HN-99999999999',
    ]) {
      expect(parseQuoteSegment(segment), segment).toBeNull();
    }
  });
});

describe('isExpired', () => {
  const expiresAt = new Date('2027-01-08T10:00:00Z');
  it('expires after its validity unless accepted', () => {
    expect(isExpired({ expiresAt, acceptedAt: null }, new Date('2027-01-08T09:59:59Z'))).toBe(false);
    expect(isExpired({ expiresAt, acceptedAt: null }, new Date('2027-01-08T10:00:01Z'))).toBe(true);
    expect(
      isExpired({ expiresAt, acceptedAt: new Date('2027-01-02T00:00:00Z') }, new Date('2027-02-01T00:00:00Z')),
    ).toBe(false);
  });
});
