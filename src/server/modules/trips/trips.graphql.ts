import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { CurrencySchema, IdSchema, IdsSchema, SlugSchema } from '../catalogue/inputs';
import { contextFromPreferences } from '../catalogue/localize';
import { charge, chargeOne } from '../catalogue/request-budget';
import { validate } from '../catalogue/validate';
import { BudgetBandRef, FilteredTripsRef, TripDetailRef, TripRef } from './trip-objects.graphql';
import { toTripFilters, tripFiltersSchema } from './trips.filters';
import { loadKnownFilterValues } from './trips.options';
import {
  getBudgetBands,
  getTripDetail,
  getTripsByIds,
  listAllTrips,
  listTrips,
  listTripsByDestinationSlug,
  listTripsWithStay,
} from './trips.service';

const TripFiltersInput = builder.inputType('TripFiltersInput', {
  description:
    'Every trip filter of spec 2 §9, all optional. Lists match any of their values; slugs must exist. ' +
    'Prices are whole units of the caller currency per person per trip.',
  fields: (t) => ({
    destinations: t.stringList({ description: 'Destination slugs; a place includes everything below it.' }),
    countries: t.stringList({ description: 'Country slugs.' }),
    experiences: t.stringList({ description: 'Experience slugs.' }),
    durations: t.stringList({ description: '1, 2, 3 or 3+ (weeks).' }),
    budget: t.string({ description: 'basic, medium or fancy (see getBudgetFilter).' }),
    travelMonth: t.int({ description: '1–12: trips rated good or best to go that month.' }),
    sustainability: t.float({ description: 'Minimum sustainability rating, 0–10.' }),
    type: t.stringList({ description: 'Trip types, e.g. self-drive, guided.' }),
    categories: t.stringList(),
    minPrice: t.int(),
    maxPrice: t.int(),
    minNights: t.int(),
    maxNights: t.int(),
    sort: t.string({ description: 'price-desc, price-asc, length-desc, length-asc or popularity (default).' }),
    offset: t.int(),
    limit: t.int({ description: '1–50, default 12.' }),
  }),
});

const prefsOf = contextFromPreferences;

builder.queryFields((t) => ({
  getFilteredTrips: t.field({
    type: FilteredTripsRef,
    description: 'Trips matching the filters: counts, budget and duration facets, and one page.',
    args: { filters: t.arg({ type: TripFiltersInput }) },
    resolve: async (_root, args, ctx) => {
      const schema = z.object({ filters: tripFiltersSchema(await loadKnownFilterValues(ctx.db)).default({}) });
      const { filters } = validate(ctx, schema, args);
      const result = await listTrips(ctx.db, prefsOf(ctx.prefs), toTripFilters(filters));
      charge(ctx, result.trips);
      return result;
    },
  }),
  getInspirationTripsForFiltering: t.field({
    type: [TripRef],
    description: 'Every trip with the fields filters use, for filtering in the browser.',
    resolve: async (_root, _args, ctx) => charge(ctx, await listAllTrips(ctx.db, prefsOf(ctx.prefs))),
  }),
  getInspirationTrips: t.field({
    type: [TripRef],
    description: 'Every trip, most popular first.',
    resolve: async (_root, _args, ctx) => charge(ctx, await listAllTrips(ctx.db, prefsOf(ctx.prefs))),
  }),
  getInspirationTripDetailById: t.field({
    type: TripDetailRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = validate(ctx, z.object({ id: IdSchema }), args);
      return chargeOne(ctx, await getTripDetail(ctx.db, prefsOf(ctx.prefs), id));
    },
  }),
  getInspirationTripByIds: t.field({
    type: [TripRef],
    description: 'Trips in the order of `ids` (at most 100); unknown ids are left out.',
    args: { ids: t.arg.intList({ required: true }), featuredOnly: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const input = validate(ctx, z.object({ ids: IdsSchema, featuredOnly: z.boolean().optional() }), args);
      const trips = await getTripsByIds(ctx.db, prefsOf(ctx.prefs), input.ids, {
        featuredOnly: input.featuredOnly ?? false,
      });
      return charge(ctx, trips);
    },
  }),
  inspirationalTripsWithAccommodation: t.field({
    type: [TripRef],
    description: 'Trips that stay at the stay; empty for an unknown stay.',
    args: { accommodationSlug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { accommodationSlug } = validate(ctx, z.object({ accommodationSlug: SlugSchema }), args);
      return charge(ctx, (await listTripsWithStay(ctx.db, prefsOf(ctx.prefs), accommodationSlug)) ?? []);
    },
  }),
  getTripsByDestinationSlug: t.field({
    type: [TripRef],
    description: 'Trips through the destination or anywhere below it (spec 2 §7 "trips by destination slug").',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { slug } = validate(ctx, z.object({ slug: SlugSchema }), args);
      return charge(ctx, (await listTripsByDestinationSlug(ctx.db, prefsOf(ctx.prefs), slug)) ?? []);
    },
  }),
  getBudgetFilter: t.field({
    type: [BudgetBandRef],
    description: "Budget bands basic, medium and fancy in the currency (default: the caller's).",
    args: { currency: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { currency } = validate(ctx, z.object({ currency: CurrencySchema.optional() }), args);
      return getBudgetBands(ctx.db, currency ?? ctx.prefs.currency);
    },
  }),
}));
