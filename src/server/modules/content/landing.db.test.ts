import { describe, expect, it } from 'vitest';
import { graphqlCaller } from '../../../../tests/setup/graphql';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { landingPages } from '../../db/schema';
import { picture } from '../../db/seed/artwork';
import { getLandingPage, listLandingSlugs } from './landing.service';

const database = setupTestDatabase();
const call = graphqlCaller(() => database.db);
const both = (en: string, de: string) => ({ en, de });

async function insertNamibia() {
  await database.db.insert(landingPages).values({
    slug: 'namibia-test',
    title: both('Namibia', 'Namibia'),
    intro: both('Wide open spaces.', 'Weite Landschaften.'),
    body: both('First paragraph.\n\nSecond\nparagraph.', 'Erster Absatz.\n\n\nZweiter Absatz.'),
    hero: picture('desert-dunes', 2, ['hero']),
    seoTitle: both('Namibia trips', 'Namibia-Reisen'),
    seoDescription: both('Sustainable trips to Namibia.', 'Nachhaltige Reisen nach Namibia.'),
  });
}

describe('landing pages', () => {
  it('reads a page in one language, the body as paragraphs', async () => {
    await insertNamibia();
    const page = await getLandingPage(database.db, 'namibia-test', 'de');
    expect(page).toMatchObject({
      slug: 'namibia-test',
      title: 'Namibia',
      intro: 'Weite Landschaften.',
      body: ['Erster Absatz.', 'Zweiter Absatz.'],
      hero: { url: '/images/art/desert-dunes-2.svg', alt: 'Rote Wüstendünen in der Nachmittagssonne' },
      seoTitle: 'Namibia-Reisen',
    });
    expect((await getLandingPage(database.db, 'namibia-test', 'en'))?.body).toEqual([
      'First paragraph.',
      'Second\nparagraph.',
    ]);
    expect(await listLandingSlugs(database.db)).toContain('namibia-test');
  });

  it('is null for an unknown or malformed slug', async () => {
    expect(await getLandingPage(database.db, 'atlantis', 'en')).toBeNull();
    expect(await getLandingPage(database.db, "x' or 1=1", 'en')).toBeNull();
  });

  it('answers getLandingPage in the caller’s language, null when missing', async () => {
    const query =
      'query getLandingPage($slug: String!) { getLandingPage(slug: $slug) { title body hero { url alt } } }';
    expect((await call(query, { slug: 'namibia-test' }, 'en')).data).toEqual({
      getLandingPage: {
        title: 'Namibia',
        body: ['First paragraph.', 'Second\nparagraph.'],
        hero: { url: '/images/art/desert-dunes-2.svg', alt: 'Red desert dunes in the afternoon sun' },
      },
    });
    expect((await call(query, { slug: 'nowhere' })).data).toEqual({ getLandingPage: null });
  });
});
