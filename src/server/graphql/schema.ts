import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './errors';
import { guardTextArguments } from './text-guard';
// Each domain module registers its types and root fields on import.
import '../modules/newsletter/newsletter.graphql';
import '../modules/referral/referral.graphql';
import '../modules/site/site.graphql';
import '../modules/contact/contact.graphql';
import '../modules/content/landing.graphql';
import '../modules/catalogue/catalogue.graphql';
import '../modules/trips/trips.graphql';
import '../modules/stays/stays.graphql';
import '../modules/destinations/destinations.graphql';
import '../modules/reviews/reviews.graphql';
import '../modules/rates/rates.graphql';
import '../modules/search/search.graphql';
import '../modules/personalise/personalise.graphql';
import '../modules/enquiry/enquiry.graphql';

/** Every string argument passes the text rule before its resolver runs (./text-guard). */
export const schema = guardTextArguments(builder.toSchema());

/** The schema as committed in schema.graphql; a test keeps the two equal. */
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
