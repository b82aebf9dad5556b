import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ARTWORK_KINDS } from './server/db/seed/artwork-kinds';

/**
 * Editorial content, one Markdown file per language: src/content/{collection}/{en|de}/{slug}.md,
 * so an entry's id is "{lang}/{slug}". Both languages share the slug, which keeps the
 * language switch (same path, other prefix) working on every article.
 */

/** Quoted 'YYYY-MM-DD' (spec 1 §5): what formatDisplayDate accepts. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a quoted date, YYYY-MM-DD');

const blog = defineCollection({
  loader: glob({ pattern: '{en,de}/*.md', base: './src/content/blog' }),
  schema: z.object({
    title: z.string().min(1).max(120),
    description: z.string().min(50).max(200),
    date: day,
    hero: z.enum(ARTWORK_KINDS),
    heroVariant: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    tags: z.array(z.string().min(1)).default([]),
  }),
});

/** The five legal pages of spec 1 §2 (imprint, fees-levies, privacy-policy, terms-conditions, covid-flexible-terms). */
const legal = defineCollection({
  loader: glob({ pattern: '{en,de}/*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1).max(120),
    description: z.string().min(50).max(200),
    updated: day,
  }),
});

/** Stand-alone pages with editorial copy, such as b2b-partnerships. */
const pages = defineCollection({
  loader: glob({ pattern: '{en,de}/*.md', base: './src/content/pages' }),
  schema: z.object({
    title: z.string().min(1).max(120),
    description: z.string().min(50).max(200),
    lead: z.string().min(1),
    hero: z.enum(ARTWORK_KINDS),
    heroVariant: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  }),
});

export const collections = { blog, legal, pages };
