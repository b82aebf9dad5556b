import { formatNumber, type PluralBase, pluralKey } from '~/i18n/count';
import { interpolate } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import type { MessageKey } from '~/i18n/messages';

/** Keys only the page itself renders (title, hero, no-script notice); the island never gets them. */
export const PAGE_ONLY_KEYS = [
  'wizard.title',
  'wizard.description',
  'wizard.heading',
  'wizard.lead',
  'wizard.loading',
  'wizard.noscript',
  'wizard.noscriptLink',
] as const satisfies readonly MessageKey[];
type PageOnlyKey = (typeof PAGE_ONLY_KEYS)[number];

/** The messages the wizard island gets as props: its own keys and the shared validation messages. */
export type WizardKey = Exclude<Extract<MessageKey, `wizard.${string}` | `validation.${string}`>, PageOnlyKey>;
export type WizardMessages = Record<WizardKey, string>;

export function isWizardKey(key: string): key is WizardKey {
  return (
    (key.startsWith('wizard.') || key.startsWith('validation.')) && !(PAGE_ONLY_KEYS as readonly string[]).includes(key)
  );
}

export type Translate = (key: WizardKey, values?: Record<string, string | number>) => string;

/** A message that counts: its `.one`/`.other` base and the count that picks the form. */
export type WizardPluralBase = Extract<PluralBase, `wizard.${string}`>;

/**
 * The island's translator. A plural base with a numeric `count` ("wizard.dates.tooLong",
 * { count: 60 }) gives its `.one` or `.other` message by the locale's rule, the count in
 * the locale's digits, as `countLabel` does on the server.
 */
export function translator(messages: WizardMessages, locale: Locale): Translate {
  return (key, values) => {
    const count = values?.['count'];
    if (!(key in messages) && typeof count === 'number') {
      const form = pluralKey(key as unknown as WizardPluralBase, count, locale) as WizardKey;
      return interpolate(messages[form] ?? key, { ...values, count: formatNumber(count, locale) });
    }
    return interpolate(messages[key] ?? key, values);
  };
}

/** An error to show: a message key from our validation, or a text the server already translated. */
export type ErrorEntry = { key: string; values?: Record<string, string | number> } | { text: string };

export function errorText(entry: ErrorEntry, t: Translate): string {
  if ('text' in entry) return entry.text;
  return isWizardKey(entry.key) ? t(entry.key, entry.values) : t('validation.invalidValue');
}
