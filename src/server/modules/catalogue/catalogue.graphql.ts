/** Types every catalogue domain shares, and the reference-data root fields of spec 2 §7. */
import { builder } from '../../graphql/builder';
import type { CountryRef, ExperienceRef, Faq, Image, Money } from './catalogue.types';
import { contextFromPreferences } from './localize';
import { listAllCountries, listCountries, listExperiences } from './reference.service';
import { charge } from './request-budget';

export const MoneyRef = builder.objectRef<Money>('Money').implement({
  description: "An amount in integer minor units (cents) of the caller's currency.",
  fields: (t) => ({ amountMinor: t.exposeInt('amountMinor'), currency: t.exposeString('currency') }),
});

export const ImageRef = builder.objectRef<Image>('Image').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    alt: t.exposeString('alt'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    tags: t.exposeStringList('tags'),
  }),
});

export const FaqRef = builder.objectRef<Faq>('Faq').implement({
  fields: (t) => ({ question: t.exposeString('question'), answer: t.exposeString('answer') }),
});

export const FacilityRef = builder.objectRef<{ key: string; label: string }>('Facility').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

export const CountryRefType = builder.objectRef<CountryRef>('Country').implement({
  fields: (t) => ({ code: t.exposeString('code'), slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

export const ExperienceRefType = builder.objectRef<ExperienceRef>('Experience').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    isFeatured: t.exposeBoolean('isFeatured'),
  }),
});

builder.queryFields((t) => ({
  getCountries: t.field({
    type: [CountryRefType],
    description: 'The featured countries in their order (spec 2 §3).',
    resolve: async (_root, _args, ctx) => charge(ctx, await listCountries(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
  getAllCountries: t.field({
    type: [CountryRefType],
    description: "Every country, A–Z in the caller's language.",
    resolve: async (_root, _args, ctx) =>
      charge(ctx, await listAllCountries(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
  getExperiences: t.field({
    type: [ExperienceRefType],
    description: 'Experiences, featured first.',
    resolve: async (_root, _args, ctx) => charge(ctx, await listExperiences(ctx.db, contextFromPreferences(ctx.prefs))),
  }),
}));
