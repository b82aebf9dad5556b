import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { landingPages } from '../../db/schema';
import { picture } from '../../db/seed/artwork';
import { sitemapPaths } from './sitemap';

const database = setupTestDatabase();
const both = (text: string) => ({ en: text, de: text });

describe('sitemapPaths', () => {
  it('lists the fixed pages, landing pages from the table and the content it is given', async () => {
    await database.db.insert(landingPages).values({
      slug: 'kenya-test',
      title: both('Kenya'),
      intro: both('Intro'),
      body: both('Body'),
      hero: picture('savanna'),
      seoTitle: both('Kenya'),
      seoDescription: both('Kenya'),
    });
    const paths = await sitemapPaths(database.db, { blog: ['an-article'], legal: ['imprint'] });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/t',
        '/p',
        '/d',
        '/a/kenya-test',
        '/b',
        '/b/an-article',
        '/terms/imprint',
        '/contact',
        '/b2b-partnerships',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
