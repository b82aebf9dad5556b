import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { FacilityRef, FaqRef, ImageRef, MoneyRef } from '../catalogue/catalogue.graphql';
import type { RoomSummary, StayDetail, StaySummary } from '../catalogue/catalogue.types';
import { IdSchema, IdsSchema, SlugSchema } from '../catalogue/inputs';
import type { FieldsOf } from '../catalogue/graphql-fields';
import { contextFromPreferences } from '../catalogue/localize';
import { charge, chargeOne, DETAIL_WEIGHT } from '../catalogue/request-budget';
import { validate } from '../catalogue/validate';
import {
  getStayDetail,
  getStayDetailById,
  getStaysByIds,
  listAllStays,
  listFeaturedStays,
  listServiceProvidersInDestination,
  listStaysInDestination,
} from './stays.service';

export const RoomRef = builder.objectRef<RoomSummary>('Room').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    roomCategoryName: t.exposeString('roomCategoryName'),
    roomDescription: t.exposeString('roomDescription'),
    type: t.exposeString('type'),
    beds: t.exposeInt('beds'),
    maxOccupancy: t.exposeInt('maxOccupancy'),
    maxAdults: t.exposeInt('maxAdults'),
    familyFriendly: t.exposeBoolean('familyFriendly'),
    fromRatePerNight: t.field({ type: MoneyRef, nullable: true, resolve: (room) => room.fromRatePerNight }),
    mealPlan: t.exposeString('mealPlan', { nullable: true }),
  }),
});

const PlaceRef = builder.objectRef<{ slug: string; name: string }>('PlaceRef').implement({
  description: 'A destination named by slug and name only.',
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

/** The summary fields, shared by Stay, StayDetail and a trip stop's stay. */
export const staySummaryFields = (t: FieldsOf<StaySummary>) => ({
  id: t.exposeInt('id'),
  slug: t.exposeString('slug'),
  name: t.exposeString('name'),
  tagline: t.exposeString('tagline'),
  propertyType: t.exposeString('propertyType'),
  propertyTypeLabel: t.exposeString('propertyTypeLabel'),
  destination: t.field({ type: PlaceRef, resolve: (stay) => stay.destination }),
  countryName: t.exposeString('countryName', { nullable: true }),
  averageSustainabilityScore: t.exposeFloat('averageSustainabilityScore'),
  isFeatured: t.exposeBoolean('isFeatured'),
  image: t.field({ type: ImageRef, nullable: true, resolve: (stay) => stay.image }),
  fromRatePerNight: t.field({ type: MoneyRef, nullable: true, resolve: (stay) => stay.fromRatePerNight }),
});

export const StayRef = builder.objectRef<StaySummary>('Stay').implement({
  description: 'A stay (service provider) as lists show it.',
  fields: (t) => staySummaryFields(t),
});

export const StayDetailRef = builder.objectRef<StayDetail>('StayDetail').implement({
  description: 'A stay in full: sustainability aspects, facilities, rooms, questions.',
  fields: (t) => ({
    ...staySummaryFields(t),
    description: t.exposeString('description'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    environmentalScore: t.exposeFloat('environmentalScore'),
    economicScore: t.exposeFloat('economicScore'),
    socialAndCulturalScore: t.exposeFloat('socialAndCulturalScore'),
    facilities: t.field({ type: [FacilityRef], resolve: (stay) => stay.facilities }),
    cancellationPolicy: t.exposeString('cancellationPolicy'),
    checkInFrom: t.exposeString('checkInFrom'),
    checkOutTo: t.exposeString('checkOutTo'),
    bestMonths: t.exposeIntList('bestMonths'),
    gallery: t.field({ type: [ImageRef], resolve: (stay) => stay.gallery }),
    rooms: t.field({ type: [RoomRef], resolve: (stay) => stay.rooms }),
    faq: t.field({ type: [FaqRef], resolve: (stay) => stay.faq }),
    mapUrl: t.exposeString('mapUrl'),
  }),
});

builder.queryFields((t) => ({
  getStays: t.field({
    type: [StayRef],
    description: 'Every stay, featured first, then A–Z.',
    resolve: async (_root, _args, ctx) => charge(ctx, await listAllStays(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
  getFeaturedStays: t.field({
    type: [StayRef],
    resolve: async (_root, _args, ctx) =>
      charge(ctx, await listFeaturedStays(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
  getStayBySlug: t.field({
    type: StayDetailRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { slug } = validate(ctx, z.object({ slug: SlugSchema }), args);
      return chargeOne(ctx, await getStayDetail(ctx.db, contextFromPreferences(ctx.prefs), slug));
    },
  }),
  getStayByIds: t.field({
    type: [StayDetailRef],
    description: 'Stays in the order of `ids` (at most 100); unknown ids are left out.',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { ids } = validate(ctx, z.object({ ids: IdsSchema }), args);
      return charge(ctx, await getStaysByIds(ctx.db, contextFromPreferences(ctx.prefs), ids), DETAIL_WEIGHT);
    },
  }),
  serviceProvider: t.field({
    type: StayDetailRef,
    nullable: true,
    description: 'A stay by id, for choosing a room (spec 3 §7 ServiceProvider).',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = validate(ctx, z.object({ id: IdSchema }), args);
      return chargeOne(ctx, await getStayDetailById(ctx.db, contextFromPreferences(ctx.prefs), id));
    },
  }),
  getDestinationAccommodations: t.field({
    type: [StayRef],
    description: 'Stays in the destination or anywhere below it; empty for an unknown destination.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { slug } = validate(ctx, z.object({ slug: SlugSchema }), args);
      return charge(ctx, (await listStaysInDestination(ctx.db, contextFromPreferences(ctx.prefs), slug)) ?? []);
    },
  }),
  serviceProvidersInDestinationSlug: t.field({
    type: [StayDetailRef],
    description: 'Stays in the destination (and below) with their rooms, for choosing a stay.',
    args: { destinationSlug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { destinationSlug } = validate(ctx, z.object({ destinationSlug: SlugSchema }), args);
      const stays = await listServiceProvidersInDestination(ctx.db, contextFromPreferences(ctx.prefs), destinationSlug);
      return charge(ctx, stays ?? [], DETAIL_WEIGHT);
    },
  }),
}));
