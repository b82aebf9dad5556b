import { z } from 'zod';
import { isCleanText, TEXT_MESSAGE } from './text-rule';

export { containsUncleanText, isCleanText, TEXT_MESSAGE } from './text-rule';

/**
 * The text schema of classic zod: a string that passes the text rule. The check aborts, so
 * later checks and refinements never see a refused string. zod/mini schemas use `isCleanText`
 * through `z.refine` with the same message (src/lib/schemas/enquiry.ts).
 */
export const text = (params?: { error?: string }) =>
  z.string(params).refine(isCleanText, { message: TEXT_MESSAGE, abort: true });
