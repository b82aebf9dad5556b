import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { searchDocuments } from '../../db/schema';
import { insertCountry, insertDestination, insertExperience, insertStay, insertTrip } from '../../db/seed/factories';
import { rebuildSearchIndex, searchDocumentsOf } from './search-index';

const database = setupTestDatabase();

describe('rebuildSearchIndex', () => {
  it('writes one document per entity and language, in that language', async () => {
    const zambia = await insertCountry(database.db, {
      code: 'ZM',
      slug: 'zambia',
      name: { en: 'Zambia', de: 'Sambia' },
    });
    const luangwa = await insertDestination(database.db, {
      slug: 'south-luangwa',
      countryCode: zambia.code,
      name: { en: 'South Luangwa National Park', de: 'South-Luangwa-Nationalpark' },
      shortDescription: { en: 'Oxbow lagoons and leopards.', de: 'Altarme und Leoparden.' },
      popularity: 78,
    });
    const stay = await insertStay(database.db, {
      destinationId: luangwa.id,
      name: 'Luangwa Ebony Camp',
      propertyType: 'Tented Camp',
    });
    const experience = await insertExperience(database.db, { name: { en: 'Safari', de: 'Safari' } });
    const { trip } = await insertTrip(database.db, {
      title: { en: 'Zambia walking safari', de: 'Walking-Safari in Sambia' },
      stops: [{ stayId: stay.id, nights: 4 }, { nights: 3 }, { nights: 2 }],
      countryCodes: [zambia.code],
      experienceIds: [experience.id],
    });

    const written = await rebuildSearchIndex(database.db);
    const all = await database.db.select().from(searchDocuments);
    expect(all).toHaveLength(written);

    const [tripDe] = (await searchDocumentsOf(database.db, 'trip', trip.id)).filter((d) => d.locale === 'de');
    expect(tripDe).toMatchObject({
      slug: String(trip.id),
      title: 'Walking-Safari in Sambia',
      subtitle: 'Sambia · 9 Nächte',
    });
    expect(tripDe?.normalized).toContain('sambia');

    const destination = await searchDocumentsOf(database.db, 'destination', luangwa.id);
    expect(destination.map((d) => d.subtitle).sort()).toEqual(['National Park · Zambia', 'Nationalpark · Sambia']);
    expect(destination.find((d) => d.locale === 'de')?.popularity).toBe(78);

    const stayDocs = await searchDocumentsOf(database.db, 'stay', stay.id);
    expect(stayDocs.find((d) => d.locale === 'de')?.subtitle).toBe('Zeltcamp · South-Luangwa-Nationalpark');

    const experienceDocs = await searchDocumentsOf(database.db, 'experience', experience.id);
    expect(experienceDocs.map((d) => d.popularity)).toEqual([1, 1]);
  });

  it('replaces the previous index instead of adding to it', async () => {
    const before = await database.db.select().from(searchDocuments);
    await rebuildSearchIndex(database.db);
    const after = await database.db.select().from(searchDocuments);
    expect(after).toHaveLength(before.length);
    const [first] = after;
    if (!first) throw new Error('empty index');
    const same = await database.db.select().from(searchDocuments).where(eq(searchDocuments.refId, first.refId));
    expect(same.filter((d) => d.kind === first.kind && d.locale === first.locale)).toHaveLength(1);
  });
});
