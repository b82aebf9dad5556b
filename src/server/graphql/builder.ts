import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

/** The one Pothos schema builder; each module adds its types and root fields to it. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});
