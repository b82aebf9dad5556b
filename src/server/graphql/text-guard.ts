import {
  defaultFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { isCleanText, TEXT_MESSAGE } from '~/lib/schemas/text-rule';
import type { GraphQLContext } from './context';
import { badUserInput } from './errors';

/** True when a value of this input type can hold a string somewhere (directly, in a list or an input object). */
function holdsText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String' || named.name === 'ID';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsText(field.type, seen));
}

/** The path of the first string inside the arguments that breaks the text rule. */
function firstUncleanPath(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = firstUncleanPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The text rule (src/lib/schemas/text-rule.ts) for every string argument and input field of
 * the schema, before any resolver runs: a NUL or a lone surrogate is BAD_USER_INPUT in the
 * caller's language, whether or not the resolver validates that argument itself. Wraps the
 * resolvers of the built schema in place, so a field added later is covered without a step.
 */
export function guardTextArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => holdsText(arg.type))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: GraphQLContext, info) => {
        const path = firstUncleanPath(args);
        if (path) throw badUserInput(context.t, [{ path, message: TEXT_MESSAGE }]);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
