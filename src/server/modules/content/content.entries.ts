import { type CollectionEntry, getCollection } from 'astro:content';
import type { Locale } from '~/i18n/locales';

/** The collections with one Markdown file per language ("{lang}/{slug}"). */
type Localised = 'blog' | 'legal' | 'pages';

/** The slug of an entry id "en/some-article" → "some-article". */
export const entrySlug = (id: string): string => id.slice(id.indexOf('/') + 1);

/** One entry in one language, or undefined; a slug with a slash never matches (ids are one level deep). */
export async function findEntry<C extends Localised>(
  collection: C,
  locale: Locale,
  slug: string,
): Promise<CollectionEntry<C> | undefined> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  // Looked up in the (small) collection rather than with getEntry, which logs a warning per miss.
  const id = `${locale}/${slug}`;
  const [entry] = await getCollection(collection, (candidate: CollectionEntry<C>) => candidate.id === id);
  return entry as CollectionEntry<C> | undefined;
}

/** Blog articles in one language, newest first. */
export async function listArticles(locale: Locale): Promise<CollectionEntry<'blog'>[]> {
  const entries = await getCollection('blog', (entry) => entry.id.startsWith(`${locale}/`));
  return entries.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id));
}

/** Slugs present in both languages, for the sitemap (an article missing a translation is left out). */
export async function bilingualSlugs(collection: Localised): Promise<string[]> {
  const ids = (await getCollection(collection)).map((entry) => entry.id);
  const en = new Set(ids.filter((id) => id.startsWith('en/')).map(entrySlug));
  return ids
    .filter((id) => id.startsWith('de/') && en.has(entrySlug(id)))
    .map(entrySlug)
    .sort();
}
