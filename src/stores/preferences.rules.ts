/** Pure rules behind the visitor preferences (spec 1 §3-4), tested without a browser. */
import { type Currency, isCurrency } from '~/lib/currency';

/**
 * The currency every price and quote an island asks for is in: the page's own (rendered by
 * the server as `data-currency` on <html>: the visitor's choice, else the one detected from
 * the request), so the island prices exactly as the page does; the stored one only where a
 * page states none.
 */
export function visitorCurrency(pageCurrency: string | null | undefined, stored: Currency): Currency {
  return isCurrency(pageCurrency) ? pageCurrency : stored;
}

export interface HistoryEntry {
  path: string;
  title: string;
  at: number;
}

export const HISTORY_LIMIT = 10;

/** Keeps the last 10 pages but never drops the first one (where the visit began). */
export function addToHistory(history: HistoryEntry[], entry: HistoryEntry, limit = HISTORY_LIMIT): HistoryEntry[] {
  if (history.at(-1)?.path === entry.path) return history;
  const next = [...history, entry];
  if (next.length <= limit) return next;
  const [first, ...rest] = next;
  return first ? [first, ...rest.slice(-(limit - 1))] : rest.slice(-limit);
}

export interface Campaign {
  source: string | null;
  medium: string | null;
}

/** utm_source and utm_medium from an address, trimmed and bounded. */
export function readCampaign(url: URL): Campaign {
  const read = (name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || null;
  return { source: read('utm_source'), medium: read('utm_medium') };
}

export const REFERRAL_CODE = /^[A-Za-z0-9_-]{3,64}$/;

/** A referral code in the address (?invite=…), when it has the right shape. */
export function readReferralCode(url: URL): string | null {
  const code = url.searchParams.get('invite')?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

/** The address after the server confirmed a referral (spec 1 §4). */
export function withReferralParams(url: URL, code: string): URL {
  const next = new URL(url);
  next.searchParams.set('utm_source', 'referral');
  next.searchParams.set('utm_medium', 'traveler');
  next.searchParams.set('invite', code);
  return next;
}
