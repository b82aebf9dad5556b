/**
 * Reference data every catalogue answer needs — countries, experiences, meal plans and
 * the destination tree — loaded in four queries and cached per process for a minute
 * (docs/decisions/010), so listings and details never query them row by row.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../../db';
import { countries, destinations, experiences, mealPlans } from '../../db/schema';
import { memo } from './memo';

export type CountryRow = typeof countries.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type MealPlanRow = typeof mealPlans.$inferSelect;

const destinationColumns = {
  id: destinations.id,
  slug: destinations.slug,
  parentId: destinations.parentId,
  level: destinations.level,
  category: destinations.category,
  countryCode: destinations.countryCode,
  name: destinations.name,
  tagline: destinations.tagline,
  shortDescription: destinations.shortDescription,
  latitude: destinations.latitude,
  longitude: destinations.longitude,
  popularity: destinations.popularity,
  isFeatured: destinations.isFeatured,
  gallery: destinations.gallery,
  phrases: destinations.phrases,
};
const selectDestinations = (db: Database) =>
  db.select(destinationColumns).from(destinations).orderBy(asc(destinations.id));
export type DestinationRow = Awaited<ReturnType<typeof selectDestinations>>[number];

export interface Reference {
  countries: CountryRow[];
  countryByCode: Map<string, CountryRow>;
  experiences: ExperienceRow[];
  experienceById: Map<number, ExperienceRow>;
  mealPlanById: Map<number, MealPlanRow>;
  destinations: DestinationRow[];
  destinationById: Map<number, DestinationRow>;
  destinationBySlug: Map<string, DestinationRow>;
  /** A destination's id followed by the ids of every place above it. */
  lineage(id: number): number[];
  /** A destination's id and the ids of every place below it. */
  subtree(id: number): Set<number>;
}

export function loadReference(db: Database): Promise<Reference> {
  return memo(db, 'reference', async () => {
    const [countryRows, experienceRows, mealPlanRows, destinationRows] = await Promise.all([
      db.select().from(countries).orderBy(asc(countries.code)),
      db.select().from(experiences).orderBy(asc(experiences.id)),
      db.select().from(mealPlans).orderBy(asc(mealPlans.id)),
      selectDestinations(db),
    ]);
    return buildReference(countryRows, experienceRows, mealPlanRows, destinationRows);
  });
}

export function buildReference(
  countryRows: CountryRow[],
  experienceRows: ExperienceRow[],
  mealPlanRows: MealPlanRow[],
  destinationRows: DestinationRow[],
): Reference {
  const destinationById = new Map(destinationRows.map((row) => [row.id, row]));
  const children = new Map<number, number[]>();
  for (const row of destinationRows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const lineages = new Map<number, number[]>();
  const lineage = (id: number): number[] => {
    const known = lineages.get(id);
    if (known) return known;
    const ids: number[] = [];
    // The seen-check stops a (faulty) cycle in parent links from looping forever.
    for (let current: number | null | undefined = id; current != null && !ids.includes(current); ) {
      ids.push(current);
      current = destinationById.get(current)?.parentId;
    }
    lineages.set(id, ids);
    return ids;
  };
  const subtree = (id: number): Set<number> => {
    const ids = new Set<number>();
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (ids.has(next)) continue;
      ids.add(next);
      queue.push(...(children.get(next) ?? []));
    }
    return ids;
  };
  return {
    countries: countryRows,
    countryByCode: new Map(countryRows.map((row) => [row.code, row])),
    experiences: experienceRows,
    experienceById: new Map(experienceRows.map((row) => [row.id, row])),
    mealPlanById: new Map(mealPlanRows.map((row) => [row.id, row])),
    destinations: destinationRows,
    destinationById,
    destinationBySlug: new Map(destinationRows.map((row) => [row.slug, row])),
    lineage,
    subtree,
  };
}
