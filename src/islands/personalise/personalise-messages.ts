/** The island's messages (picked by the page) and the formatting helpers its steps share. */
import {
  countLabel,
  formatNumber,
  type GrammaticalCase,
  type PluralBase as CountBase,
  travellersLabel,
} from '~/i18n/count';
import { interpolate } from '~/i18n/format';
import type { MessageKey } from '~/i18n/messages';
import { formatMoney, isCurrency } from '~/lib/currency';
import { formatDisplayDate } from '~/lib/dates';
import { PHONE_EXAMPLE } from '~/lib/schemas/phone';
import type { Money } from './personalise.types';

export type PersonaliseKey = Extract<
  MessageKey,
  `personalise.${string}` | `validation.${string}` | `travellers.${string}`
>;
export type PersonaliseMessages = Record<PersonaliseKey, string>;

export const isPersonaliseKey = (key: string): key is PersonaliseKey =>
  key.startsWith('personalise.') || key.startsWith('validation.') || key.startsWith('travellers.');

type PluralBase = Extract<CountBase, `personalise.${string}`>;

export interface Translator {
  locale: 'en' | 'de';
  t(key: PersonaliseKey, values?: Record<string, string | number>): string;
  /** "1 night" / "5 nights": the `.one` or `.other` message by the locale's plural rule. */
  plural(base: PluralBase, count: number): string;
  /** A number in the locale's digits ("1.500"). */
  number(value: number): string;
  /** "2 adults, 1 child"; `accusative` after "for" ("für 1 Erwachsenen"), as on the quote page. */
  party(adults: number, children: number, grammaticalCase?: GrammaticalCase): string;
  money(money: Money): string;
  date(iso: string): string;
}

export function createTranslator(messages: PersonaliseMessages, locale: 'en' | 'de'): Translator {
  // The phone message shows an example number wherever it appears.
  const t = (key: PersonaliseKey, values: Record<string, string | number> = {}) =>
    interpolate(messages[key] ?? key, { phone: PHONE_EXAMPLE, ...values });
  return {
    locale,
    t,
    number: (value) => formatNumber(value, locale),
    plural: (base, count) => countLabel((key, values) => t(key as PersonaliseKey, values), locale, base, count),
    // travellersLabel asks only for `travellers.*` keys, which the page picks for the island.
    party: (adults, children, grammaticalCase) =>
      travellersLabel((key, values) => t(key as PersonaliseKey, values), locale, adults, children, grammaticalCase),
    money: (money) =>
      isCurrency(money.currency)
        ? formatMoney(money.amountMinor, money.currency, locale)
        : `${money.amountMinor / 100}`,
    date: (iso) => formatDisplayDate(iso, locale),
  };
}

/** "3 h 30 min", "2 h" or "45 min". */
export function durationText(tr: Translator, duration: { hours: number; minutes: number }): string {
  if (duration.hours === 0) return tr.t('personalise.duration.minutes', { minutes: duration.minutes });
  if (duration.minutes === 0) return tr.t('personalise.duration.hours', { hours: duration.hours });
  return tr.t('personalise.duration.hoursMinutes', duration);
}
