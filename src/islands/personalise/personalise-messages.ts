/** The island's messages (picked by the page) and the formatting helpers its steps share. */
import { type GrammaticalCase, travellersLabel } from '~/i18n/count';
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

type PluralBase = 'personalise.nights' | 'personalise.days' | 'personalise.adults' | 'personalise.children';

export interface Translator {
  locale: 'en' | 'de';
  t(key: PersonaliseKey, values?: Record<string, string | number>): string;
  /** English and German both have one form for 1 and one for everything else. */
  plural(base: PluralBase, count: number): string;
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
    plural: (base, count) => t(`${base}.${count === 1 ? 'one' : 'other'}`, { count }),
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
