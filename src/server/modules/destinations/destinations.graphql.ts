import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { FaqRef, ImageRef } from '../catalogue/catalogue.graphql';
import type { DestinationDetail, DestinationSummary } from '../catalogue/catalogue.types';
import type { FieldsOf } from '../catalogue/graphql-fields';
import { IdsSchema, SlugSchema } from '../catalogue/inputs';
import { contextFromPreferences } from '../catalogue/localize';
import { charge, chargeOne, DETAIL_WEIGHT } from '../catalogue/request-budget';
import { validate } from '../catalogue/validate';
import {
  getDestinationBySlug,
  getDestinationDetailsByIds,
  getDestinationsByIds,
  listFeaturedDestinations,
} from './destinations.service';

/**
 * Destinations are leaves of the graph: no field leads back to trips or stays (those have
 * root fields of their own). The old API let a query walk destination → trips → stops →
 * destination → … and fell over (spec 2 §9); here that query cannot be written.
 */
const destinationSummaryFields = (t: FieldsOf<DestinationSummary>) => ({
  id: t.exposeInt('id'),
  slug: t.exposeString('slug'),
  name: t.exposeString('name'),
  tagline: t.exposeString('tagline'),
  shortDescription: t.exposeString('shortDescription'),
  category: t.exposeString('category'),
  categoryLabel: t.exposeString('categoryLabel'),
  iconType: t.exposeString('iconType'),
  countryName: t.exposeString('countryName', { nullable: true }),
  latitude: t.exposeFloat('latitude'),
  longitude: t.exposeFloat('longitude'),
  level: t.exposeInt('level', { description: '0 is the continent.' }),
  tripCount: t.exposeInt('tripCount', { description: 'Trips through this place or anywhere below it.' }),
  stayCount: t.exposeInt('stayCount'),
  image: t.field({ type: ImageRef, nullable: true, resolve: (destination) => destination.image }),
});

export const DestinationRef = builder.objectRef<DestinationSummary>('Destination').implement({
  fields: (t) => destinationSummaryFields(t),
});

const ParentRef = builder.objectRef<NonNullable<DestinationDetail['parent']>>('DestinationParent').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

export const DestinationDetailRef = builder.objectRef<DestinationDetail>('DestinationDetail').implement({
  fields: (t) => ({
    ...destinationSummaryFields(t),
    description: t.exposeString('description'),
    faq: t.field({ type: [FaqRef], resolve: (destination) => destination.faq }),
    bestMonths: t.exposeIntList('bestMonths', { description: 'Best time to go: months 1–12.' }),
    parent: t.field({ type: ParentRef, nullable: true, resolve: (destination) => destination.parent }),
    gallery: t.field({ type: [ImageRef], resolve: (destination) => destination.gallery }),
    seoTitle: t.exposeString('seoTitle'),
    seoDescription: t.exposeString('seoDescription'),
  }),
});

builder.queryFields((t) => ({
  getAllDestinations: t.field({
    type: [DestinationRef],
    description: 'The destinations with these ids in that order, or all of them (most popular first).',
    args: { ids: t.arg.intList() },
    resolve: async (_root, args, ctx) => {
      const { ids } = validate(ctx, z.object({ ids: IdsSchema.optional() }), args);
      return charge(ctx, await getDestinationsByIds(ctx.db, contextFromPreferences(ctx.prefs), ids));
    },
  }),
  getDestinationByIds: t.field({
    type: [DestinationDetailRef],
    description: 'Destinations in full, in the order of `ids` (at most 100).',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { ids } = validate(ctx, z.object({ ids: IdsSchema }), args);
      const details = await getDestinationDetailsByIds(ctx.db, contextFromPreferences(ctx.prefs), ids);
      return charge(ctx, details, DETAIL_WEIGHT);
    },
  }),
  getFeaturedDestinations: t.field({
    type: [DestinationRef],
    resolve: async (_root, _args, ctx) =>
      charge(ctx, await listFeaturedDestinations(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
  getDestinationBySlug: t.field({
    type: DestinationDetailRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { slug } = validate(ctx, z.object({ slug: SlugSchema }), args);
      return chargeOne(ctx, await getDestinationBySlug(ctx.db, contextFromPreferences(ctx.prefs), slug));
    },
  }),
}));
