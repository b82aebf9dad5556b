import { builder } from '../../graphql/builder';
import { detectLocale, type DetectedLocale } from './locale-detection';
import { type FeatureFlag, listFeatureFlags } from './site.service';

const FeatureFlagRef = builder.objectRef<FeatureFlag>('FeatureFlag').implement({
  fields: (t) => ({ name: t.exposeString('name'), enabled: t.exposeBoolean('enabled') }),
});

const FeaturesAndSettingsRef = builder
  .objectRef<{ features: FeatureFlag[]; detectedCurrency: string }>('FeaturesAndSettings')
  .implement({
    fields: (t) => ({
      features: t.field({ type: [FeatureFlagRef], resolve: (parent) => parent.features }),
      detectedCurrency: t.exposeString('detectedCurrency'),
    }),
  });

const DetectedLocaleRef = builder.objectRef<DetectedLocale>('DetectedLocale').implement({
  fields: (t) => ({
    countryCode: t.exposeString('countryCode', { nullable: true }),
    currency: t.exposeString('currency'),
    language: t.exposeString('language'),
  }),
});

builder.queryFields((t) => ({
  getFeaturesAndSettings: t.field({
    type: FeaturesAndSettingsRef,
    description: 'Feature flags and the currency detected for the caller (spec 1 §7).',
    resolve: async (_root, _args, ctx) => ({
      features: await listFeatureFlags(ctx.db),
      detectedCurrency: detectLocale(ctx.request.headers).currency,
    }),
  }),
  detectLocale: t.field({
    type: DetectedLocaleRef,
    description: 'Country, currency and language detected from the request.',
    resolve: (_root, _args, ctx) => detectLocale(ctx.request.headers),
  }),
}));
