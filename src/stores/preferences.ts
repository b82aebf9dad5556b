import { persistentAtom } from '@nanostores/persistent';
import { type Currency, DEFAULT_CURRENCY, isCurrency } from '~/lib/currency';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/i18n/locales';
import { addToHistory, type Campaign, type HistoryEntry, visitorCurrency } from './preferences.rules';

/** Visitor preferences shared by every island (spec 1 §3), kept in localStorage. */
const json = <T>(fallback: T) => ({
  encode: JSON.stringify,
  decode: (raw: string): T => {
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
});

export const $language = persistentAtom<Locale>('pref:language', DEFAULT_LOCALE, {
  encode: String,
  decode: (raw) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
});
export const $currency = persistentAtom<Currency>('pref:currency', DEFAULT_CURRENCY, {
  encode: String,
  decode: (raw) => (isCurrency(raw) ? raw : DEFAULT_CURRENCY),
});
/** The currency of this page (docs/decisions/020): what every island prices and quotes in. */
export function currentCurrency(): Currency {
  const page = typeof document === 'undefined' ? null : document.documentElement.dataset['currency'];
  return visitorCurrency(page, $currency.get());
}

export const $referralCode = persistentAtom<string>('pref:referralCode', '');
export const $campaign = persistentAtom<Campaign>(
  'pref:campaign',
  { source: null, medium: null },
  json({ source: null, medium: null }),
);
export const $history = persistentAtom<HistoryEntry[]>('pref:history', [], json<HistoryEntry[]>([]));

export interface ReviewsSummary {
  numberOfReviews: number;
  rating: number;
}
export const $reviewsSummary = persistentAtom<ReviewsSummary | null>('pref:reviews', null, json(null));

export interface PersonaliseChoice {
  title: string;
  id: number;
  numberOfNights: number;
}
export const $personalise = persistentAtom<PersonaliseChoice | null>('pref:personalise', null, json(null));

export function rememberVisit(entry: HistoryEntry): void {
  $history.set(addToHistory($history.get(), entry));
}

/** A new campaign replaces the old one; a visit without utm parameters keeps it. */
export function rememberCampaign(campaign: Campaign): void {
  if (campaign.source || campaign.medium) $campaign.set(campaign);
}
