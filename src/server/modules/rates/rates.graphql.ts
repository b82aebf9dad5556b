import { builder } from '../../graphql/builder';
import { MoneyRef } from '../catalogue/catalogue.graphql';
import type { LiveRate } from '../catalogue/catalogue.types';
import { contextFromPreferences } from '../catalogue/localize';
import { validate } from '../catalogue/validate';
import { LiveRateSchema } from './rates.inputs';
import { getLiveRate } from './rates.service';

const LiveRateRef = builder.objectRef<LiveRate>('LiveRate').implement({
  fields: (t) => ({
    rate: t.field({ type: MoneyRef, description: 'The whole stay for the party.', resolve: (rate) => rate.rate }),
    ratePerNight: t.field({ type: MoneyRef, description: 'Average per night.', resolve: (rate) => rate.ratePerNight }),
    currency: t.string({ resolve: (rate) => rate.rate.currency }),
    information: t.exposeString('information', { description: 'What the price rests on, in words.' }),
    isExactRate: t.exposeBoolean('isExactRate', {
      description: 'False when it is the per-person approximation (not a rate for exactly this many adults).',
    }),
    pax: t.exposeInt('pax'),
    source: t.exposeString('source'),
  }),
});

builder.queryFields((t) => ({
  liveRates: t.field({
    type: LiveRateRef,
    nullable: true,
    description:
      'The price of a room for dates and a party (spec 3 §7 LiveRates). `roomId` is ours: meal plans are ' +
      'shared, so they do not name a room. `children` are dates of birth (YYYY-MM-DD); `toDate` is the ' +
      'departure day. Null when it cannot be priced (no rate, sold out, party too large).',
    args: {
      roomId: t.arg.int(),
      mealPlanId: t.arg.int({ required: true }),
      fromDate: t.arg.string({ required: true }),
      toDate: t.arg.string({ required: true }),
      adults: t.arg.int({ required: true }),
      children: t.arg.stringList(),
    },
    resolve: async (_root, args, ctx) => {
      const { roomId, ...input } = validate(ctx, LiveRateSchema, args);
      // Without a room there is nothing to price: the spec's "a failure returns null".
      if (roomId === undefined) return null;
      return getLiveRate(ctx.db, contextFromPreferences(ctx.prefs), { ...input, roomId });
    },
  }),
}));
