import { builder } from '../../graphql/builder';
import type { Image } from '../catalogue/catalogue.types';
import { getLandingPage, type LandingPage } from './landing.service';

// Named for the landing page so it cannot clash with the catalogue's own image type.
const LandingImageRef = builder.objectRef<Image>('LandingPageImage').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    alt: t.exposeString('alt'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    tags: t.exposeStringList('tags'),
  }),
});

const LandingPageRef = builder.objectRef<LandingPage>('LandingPage').implement({
  description: "A campaign page (one per country), texts in the caller's language.",
  fields: (t) => ({
    slug: t.exposeString('slug'),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    title: t.exposeString('title'),
    intro: t.exposeString('intro'),
    body: t.exposeStringList('body', { description: 'The body, one string per paragraph.' }),
    hero: t.field({ type: LandingImageRef, resolve: (page) => page.hero }),
    seoTitle: t.exposeString('seoTitle'),
    seoDescription: t.exposeString('seoDescription'),
  }),
});

builder.queryFields((t) => ({
  getLandingPage: t.field({
    type: LandingPageRef,
    nullable: true,
    description: 'A landing page by slug, or null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, ctx) => getLandingPage(ctx.db, slug, ctx.prefs.langCode),
  }),
}));
