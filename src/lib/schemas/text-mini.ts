import * as z from 'zod/mini';
import { isCleanText, TEXT_MESSAGE } from './text-rule';

/**
 * The text rule as a zod/mini check, first in a string's checks: it aborts, so the trim,
 * length and format checks after it never see a refused string. The classic schemas use
 * `text()` from `./text.ts`; both refuse with the same message.
 */
export const cleanText = () =>
  z.refine((value: unknown) => typeof value !== 'string' || isCleanText(value), { message: TEXT_MESSAGE, abort: true });
