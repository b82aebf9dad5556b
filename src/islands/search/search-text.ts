/** Pure parts of the search overlay: letters still missing, and the texts it shows. */
import { interpolate } from '~/i18n/format';

export interface SearchLabels {
  moreOne: string;
  moreOther: string;
  noResults: string;
  alternatives: string;
  searching: string;
  failed: string;
  count: { one: string; other: string };
  kinds: Record<'trip' | 'destination' | 'stay' | 'experience', string>;
}

/** Letters and digits count, as on the server (search.service countLetters). */
export const countLetters = (query: string) => (query.match(/[\p{L}\p{N}]/gu) ?? []).length;

export function remainingLetters(query: string, minimum: number): number {
  return Math.max(0, minimum - countLetters(query.trim()));
}

/** "Type 2 more letters to search" in the page's language, with its plural rule. */
export function moreLettersText(labels: SearchLabels, remaining: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(remaining) === 'one' ? labels.moreOne : labels.moreOther;
  return interpolate(form, { count: remaining });
}

export function countText(labels: SearchLabels, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? labels.count.one : labels.count.other;
  return interpolate(form, { count });
}

/** Reads the labels the server put on the dialog; null when they are missing or broken. */
export function readLabels(raw: string | undefined): SearchLabels | null {
  if (!raw) return null;
  try {
    const labels = JSON.parse(raw) as SearchLabels;
    return typeof labels.moreOne === 'string' && typeof labels.kinds === 'object' ? labels : null;
  } catch {
    return null;
  }
}
