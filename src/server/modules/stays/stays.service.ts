import { z } from 'zod';
import { text } from '~/lib/schemas/text';
import type { Database } from '../../db';
import type { CatalogueContext, StayDetail, StaySummary } from '../catalogue/catalogue.types';
import { INVALID, PageSchema, RANGE } from '../catalogue/inputs';
import { propertyTypeLabel } from '../catalogue/labels';
import { compareText } from '../catalogue/localize';
import { loadReference } from '../catalogue/reference';
import { loadFxRates } from '../fx/fx.service';
import { loadStayBundle, loadStayBundles, loadStayIndex, type StayIndexEntry } from './stays.load';
import { toStayDetail, toStaySummary } from './stays.mapping';

/** Spec 2 §9: the stays list shows 10 at a time. */
export const STAY_PAGE_SIZE = 10;

export const StayListSchema = z.strictObject(
  {
    q: text({ error: INVALID }).trim().max(100, RANGE).optional(),
    type: text({ error: INVALID }).max(60, RANGE).optional(),
    ...PageSchema(50),
  },
  { error: INVALID },
);
export type StayListInput = z.infer<typeof StayListSchema>;

/** Lower case without accents, so "Sossusvlei" and "sossusvlei", "Lüderitz" and "luderitz" meet. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function summaries(db: Database, ctx: CatalogueContext, entries: StayIndexEntry[]): Promise<StaySummary[]> {
  const [ref, fx] = await Promise.all([loadReference(db), loadFxRates(db)]);
  return entries.map((entry) => toStaySummary(entry.row, entry.fromRates, ctx, ref, fx));
}

/** Featured first, then A–Z: the order of every stay list. */
function ordered(entries: StayIndexEntry[], ctx: CatalogueContext): StayIndexEntry[] {
  const compare = compareText(ctx.locale);
  return [...entries].sort(
    (a, b) => Number(b.row.isFeatured) - Number(a.row.isFeatured) || compare(a.row.name, b.row.name),
  );
}

/** The stays page: search by name, filter by property type, 10 at a time. */
export async function listStays(
  db: Database,
  ctx: CatalogueContext,
  input: StayListInput = {},
): Promise<{ total: number; stays: StaySummary[] }> {
  const { entries } = await loadStayIndex(db);
  const q = input.q ? fold(input.q) : '';
  const matching = entries.filter(
    (entry) => (!q || fold(entry.row.name).includes(q)) && (!input.type || entry.row.propertyType === input.type),
  );
  const offset = input.offset ?? 0;
  const page = ordered(matching, ctx).slice(offset, offset + (input.limit ?? STAY_PAGE_SIZE));
  return { total: matching.length, stays: await summaries(db, ctx, page) };
}

export async function listAllStays(db: Database, ctx: CatalogueContext): Promise<StaySummary[]> {
  const { entries } = await loadStayIndex(db);
  return summaries(db, ctx, ordered(entries, ctx));
}

export async function listFeaturedStays(db: Database, ctx: CatalogueContext): Promise<StaySummary[]> {
  const { entries } = await loadStayIndex(db);
  return summaries(
    db,
    ctx,
    ordered(
      entries.filter((entry) => entry.row.isFeatured),
      ctx,
    ),
  );
}

/** The property types that have stays, with their names, A–Z: the stays filter's options. */
export async function listPropertyTypes(db: Database, ctx: CatalogueContext) {
  const { entries } = await loadStayIndex(db);
  const compare = compareText(ctx.locale);
  return [...new Set(entries.map((entry) => entry.row.propertyType))]
    .map((value) => ({ value, label: propertyTypeLabel(value, ctx.locale) }))
    .sort((a, b) => compare(a.label, b.label));
}

export async function getStayDetailById(db: Database, ctx: CatalogueContext, id: number): Promise<StayDetail | null> {
  const bundle = await loadStayBundle(db, id);
  if (!bundle) return null;
  const [ref, fx] = await Promise.all([loadReference(db), loadFxRates(db)]);
  return toStayDetail(bundle, ctx, ref, fx);
}

export async function getStayDetail(db: Database, ctx: CatalogueContext, slug: string): Promise<StayDetail | null> {
  const entry = (await loadStayIndex(db)).bySlug.get(slug);
  return entry ? getStayDetailById(db, ctx, entry.row.id) : null;
}

/** Details of many stays in the order asked; unknown ids are left out. */
export async function getStaysByIds(
  db: Database,
  ctx: CatalogueContext,
  ids: readonly number[],
): Promise<StayDetail[]> {
  const [bundles, ref, fx] = await Promise.all([loadStayBundles(db, ids), loadReference(db), loadFxRates(db)]);
  return [...new Set(ids)].flatMap((id) => {
    const bundle = bundles.get(id);
    return bundle ? [toStayDetail(bundle, ctx, ref, fx)] : [];
  });
}

/** Stays in a destination or anywhere below it; null when the destination is unknown. */
async function entriesInDestination(db: Database, slug: string): Promise<StayIndexEntry[] | null> {
  const [ref, index] = await Promise.all([loadReference(db), loadStayIndex(db)]);
  const destination = ref.destinationBySlug.get(slug);
  if (!destination) return null;
  const area = ref.subtree(destination.id);
  return index.entries.filter((entry) => area.has(entry.row.destinationId));
}

export async function listStaysInDestination(
  db: Database,
  ctx: CatalogueContext,
  destinationSlug: string,
): Promise<StaySummary[] | null> {
  const entries = await entriesInDestination(db, destinationSlug);
  return entries && summaries(db, ctx, ordered(entries, ctx));
}

/** serviceProvidersInDestinationSlug: full stays (rooms included) for choosing a room. */
export async function listServiceProvidersInDestination(
  db: Database,
  ctx: CatalogueContext,
  destinationSlug: string,
): Promise<StayDetail[] | null> {
  const entries = await entriesInDestination(db, destinationSlug);
  return (
    entries &&
    getStaysByIds(
      db,
      ctx,
      ordered(entries, ctx).map((entry) => entry.row.id),
    )
  );
}
