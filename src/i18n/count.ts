/**
 * Counts in words for both languages: plurals through Intl.PluralRules (the message files
 * hold `.one`/`.other` keys), numbers through Intl, so no pluralisation library is needed.
 */
import { LOCALE_CONFIG, type Locale } from './locales';
import { numberFormat } from '~/lib/intl';
import type { MessageKey } from './messages';
import type { Translate } from './t';

export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The `.one` or `.other` message of `base` for a count, by the locale's plural rule. */
export function pluralKey(base: PluralBase, count: number, locale: Locale): MessageKey {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_CONFIG[locale].intl);
    pluralRules.set(locale, rules);
  }
  return `${base}.${rules.select(count) === 'one' ? 'one' : 'other'}` as MessageKey;
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return numberFormat(LOCALE_CONFIG[locale].intl, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * "1 night" / "5 Nächte": the `.one` or `.other` message for the count, with the count in
 * the locale's digits and any other values the message takes ("{{filtered}} of {{count}} trips").
 */
export function countLabel(
  t: Translate,
  locale: Locale,
  base: PluralBase,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return t(pluralKey(base, count, locale), { ...values, count: formatNumber(count, locale) });
}

/**
 * The grammatical case the words of a count need: German declines "Erwachsener" and
 * "Kind" after a preposition ("für 1 Erwachsenen", "für 2 Kinder"); English never changes.
 */
export type GrammaticalCase = 'nominative' | 'accusative';

const TRAVELLER_BASES = {
  nominative: { adults: 'travellers.adults', children: 'travellers.children' },
  accusative: { adults: 'travellers.adultsAccusative', children: 'travellers.childrenAccusative' },
} as const satisfies Record<GrammaticalCase, Record<'adults' | 'children', PluralBase>>;

/**
 * "2 adults, 1 child" / "2 Erwachsene, 1 Kind": the party of a quote, children only when
 * there are some; `accusative` after "für"/"for" ("für 1 Erwachsenen").
 */
export function travellersLabel(
  t: Translate,
  locale: Locale,
  adults: number,
  children: number,
  grammaticalCase: GrammaticalCase = 'nominative',
): string {
  const bases = TRAVELLER_BASES[grammaticalCase];
  const parts = [countLabel(t, locale, bases.adults, adults)];
  if (children > 0) parts.push(countLabel(t, locale, bases.children, children));
  return parts.join(', ');
}
