import de from './messages/de.json';
import en from './messages/en.json';
import type { Locale } from './locales';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** The message files, flat dotted keys; the German file must have every English key. */
export const MESSAGES: Record<Locale, Messages> = { en, de: de satisfies Messages };
