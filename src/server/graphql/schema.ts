import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './errors';
// Each domain module registers its types and root fields on import.
import '../modules/newsletter/newsletter.graphql';
import '../modules/referral/referral.graphql';
import '../modules/site/site.graphql';

export const schema = builder.toSchema();

/** The schema as committed in schema.graphql; a test keeps the two equal. */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
