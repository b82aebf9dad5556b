import type { destinations } from '../../db/schema';
import type {
  CatalogueContext,
  DestinationCategory,
  DestinationDetail,
  DestinationSummary,
} from '../catalogue/catalogue.types';
import type { FaqRow } from '../catalogue/faqs';
import { destinationCategoryLabel, destinationIconType } from '../catalogue/labels';
import { pick, toGallery, toImage } from '../catalogue/localize';
import type { DestinationRow, Reference } from '../catalogue/reference';
import { placeOf } from '../stays/stays.mapping';

export interface DestinationCounts {
  trips: Map<number, number>;
  stays: Map<number, number>;
}

export function toDestinationSummary(
  row: DestinationRow,
  counts: DestinationCounts,
  ctx: CatalogueContext,
  ref: Reference,
): DestinationSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, ctx.locale),
    tagline: pick(row.tagline, ctx.locale),
    shortDescription: pick(row.shortDescription, ctx.locale),
    category: row.category as DestinationCategory,
    iconType: destinationIconType(row.category),
    categoryLabel: destinationCategoryLabel(row.category, ctx.locale),
    countryName: placeOf(ref, row.id, ctx.locale).countryName,
    latitude: row.latitude,
    longitude: row.longitude,
    level: row.level,
    tripCount: counts.trips.get(row.id) ?? 0,
    stayCount: counts.stays.get(row.id) ?? 0,
    image: toImage(row.gallery[0], ctx.locale),
  };
}

export type DestinationFullRow = typeof destinations.$inferSelect;

export function toDestinationDetail(
  row: DestinationFullRow,
  faq: FaqRow[],
  counts: DestinationCounts,
  ctx: CatalogueContext,
  ref: Reference,
): DestinationDetail {
  const parent = row.parentId === null ? undefined : ref.destinationById.get(row.parentId);
  return {
    ...toDestinationSummary(row, counts, ctx, ref),
    description: pick(row.description, ctx.locale),
    faq: faq.map((f) => ({ question: pick(f.question, ctx.locale), answer: pick(f.answer, ctx.locale) })),
    bestMonths: row.bestMonths,
    parent: parent ? { slug: parent.slug, name: pick(parent.name, ctx.locale) } : null,
    phrases: row.phrases ? { to: pick(row.phrases.to, ctx.locale), in: pick(row.phrases.in, ctx.locale) } : null,
    gallery: toGallery(row.gallery, ctx.locale),
    seoTitle: pick(row.seoTitle, ctx.locale),
    seoDescription: pick(row.seoDescription, ctx.locale),
  };
}
