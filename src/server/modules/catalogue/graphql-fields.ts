import type { ObjectFieldBuilder } from '@pothos/core';
import type { builder } from '../../graphql/builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The field builder of an object type whose shape is `Shape`, for field sets two types share. */
export type FieldsOf<Shape> = ObjectFieldBuilder<Types, Shape>;
