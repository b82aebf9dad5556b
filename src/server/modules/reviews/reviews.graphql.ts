import { z } from 'zod';
import { builder } from '../../graphql/builder';
import type { Review, ReviewsSummary } from '../catalogue/catalogue.types';
import { INVALID, RANGE } from '../catalogue/inputs';
import { contextFromPreferences } from '../catalogue/localize';
import { charge } from '../catalogue/request-budget';
import { validate } from '../catalogue/validate';
import { getReviewsSummary, listReviews } from './reviews.service';

const ReviewRef = builder.objectRef<Review>('Review').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    verifiedTraveller: t.exposeBoolean('verifiedTraveller'),
    url: t.exposeString('url', { nullable: true }),
    rating: t.exposeInt('rating'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
  }),
});

const ReviewsSummaryRef = builder.objectRef<ReviewsSummary>('ReviewsSummary').implement({
  fields: (t) => ({
    numberOfReviews: t.exposeInt('numberOfReviews'),
    rating: t.exposeFloat('rating', { description: 'Average rating, 1–5, one decimal.' }),
  }),
});

const FallbackSchema = z.object({
  numberOfReviews: z.number({ error: INVALID }).int(INVALID).min(0, RANGE).optional(),
  rating: z.number({ error: INVALID }).min(0, RANGE).max(5, RANGE).optional(),
});

builder.queryFields((t) => ({
  getReviews: t.field({
    type: [ReviewRef],
    description: 'The newest reviews.',
    resolve: async (_root, _args, ctx) => charge(ctx, await listReviews(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
  getReviewsIO: t.field({
    type: ReviewsSummaryRef,
    description:
      'The reviews summary. The arguments are the values the client already shows; they come back only ' +
      'while there are no reviews to count (spec 2 §8: a reviews failure keeps existing values).',
    args: { numberOfReviews: t.arg.int(), rating: t.arg.float() },
    resolve: async (_root, args, ctx) => {
      const fallback = validate(ctx, FallbackSchema, args);
      return getReviewsSummary(ctx.db, {
        ...(fallback.numberOfReviews === undefined ? {} : { numberOfReviews: fallback.numberOfReviews }),
        ...(fallback.rating === undefined ? {} : { rating: fallback.rating }),
      });
    },
  }),
}));
