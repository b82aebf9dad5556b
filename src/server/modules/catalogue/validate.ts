import type { z } from 'zod';
import { validationError } from '../../graphql/errors';
import type { GraphQLContext } from '../../graphql/context';

/** GraphQL sends an omitted nullable argument as null; our schemas say optional. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

/** Validates a resolver's arguments; a bad value is a BAD_USER_INPUT error in the caller's language. */
export function validate<S extends z.ZodType>(ctx: GraphQLContext, schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(withoutNulls(input));
  if (!parsed.success) throw validationError(ctx.t, parsed.error);
  return parsed.data;
}
