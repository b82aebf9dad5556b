import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  type HistoryEntry,
  readCampaign,
  readReferralCode,
  visitorCurrency,
  withReferralParams,
} from './preferences.rules';

const visit = (n: number): HistoryEntry => ({ path: `/en/p${n}`, title: `Page ${n}`, at: n });

describe('browsing history', () => {
  it('keeps the last 10 entries and always the first', () => {
    let history: HistoryEntry[] = [];
    for (let n = 1; n <= 15; n += 1) history = addToHistory(history, visit(n));
    expect(history).toHaveLength(10);
    expect(history[0]?.path).toBe('/en/p1');
    expect(history.slice(1).map((e) => e.at)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('does not repeat a reload of the same page', () => {
    const history = addToHistory([visit(1)], { ...visit(1), at: 99 });
    expect(history).toHaveLength(1);
  });
});

describe('campaign and referral', () => {
  it('reads utm source and medium', () => {
    expect(readCampaign(new URL('https://x.example/en/?utm_source=newsletter&utm_medium=email'))).toEqual({
      source: 'newsletter',
      medium: 'email',
    });
    expect(readCampaign(new URL('https://x.example/en/'))).toEqual({ source: null, medium: null });
  });

  it('reads a well-formed invite code only', () => {
    expect(readReferralCode(new URL('https://x.example/en/?invite=ANNA-2027'))).toBe('ANNA-2027');
    expect(readReferralCode(new URL('https://x.example/en/?invite=<script>'))).toBeNull();
    expect(readReferralCode(new URL('https://x.example/en/'))).toBeNull();
  });

  it('marks a confirmed referral in the address', () => {
    const url = withReferralParams(new URL('https://x.example/en/t?sort=price&invite=ANNA'), 'ANNA');
    expect(url.searchParams.get('utm_source')).toBe('referral');
    expect(url.searchParams.get('utm_medium')).toBe('traveler');
    expect(url.searchParams.get('invite')).toBe('ANNA');
    expect(url.searchParams.get('sort')).toBe('price');
  });
});

describe('the currency islands price in', () => {
  it("is the page's (chosen or detected by the server), whatever was stored before", () => {
    expect(visitorCurrency('USD', 'EUR')).toBe('USD');
    expect(visitorCurrency('GBP', 'USD')).toBe('GBP');
  });

  it('is the stored one only where the page states none or an unknown one', () => {
    expect(visitorCurrency(undefined, 'CHF')).toBe('CHF');
    expect(visitorCurrency(null, 'EUR')).toBe('EUR');
    expect(visitorCurrency('XXX', 'ZAR')).toBe('ZAR');
  });
});
