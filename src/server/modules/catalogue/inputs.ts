/** Input schemas the catalogue's calls share; messages are message keys (docs/decisions/002). */
import { z } from 'zod';
import { CURRENCIES } from '~/lib/currency';

export const INVALID = 'validation.invalidValue';
export const RANGE = 'validation.outOfRange';

/** Ids are PostgreSQL `serial`s: positive 32-bit integers. */
export const IdSchema = z.number({ error: INVALID }).int(INVALID).min(1, RANGE).max(2_147_483_647, RANGE);
export const SlugSchema = z
  .string({ error: INVALID })
  .max(120, RANGE)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, INVALID);
/** At most 100 ids per call, so no single request asks for the whole catalogue in detail. */
export const IdsSchema = z.array(IdSchema, { error: INVALID }).max(100, RANGE);
export const CurrencySchema = z.enum(CURRENCIES, { error: 'validation.currency' });

export const PageSchema = (maxLimit: number) => ({
  offset: z.number({ error: INVALID }).int(INVALID).min(0, RANGE).max(100_000, RANGE).optional(),
  limit: z.number({ error: INVALID }).int(INVALID).min(1, RANGE).max(maxLimit, RANGE).optional(),
});
