import type { Locale } from './locales';
import { MESSAGES, type MessageKey } from './messages';

/**
 * The few messages an island needs, for its props: islands get plain strings
 * and `interpolate()`, never i18next or a whole message file.
 */
export function pickMessages<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  const source = MESSAGES[locale];
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? MESSAGES.en[key]])) as Record<K, string>;
}
