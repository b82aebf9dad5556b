import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { graphqlCaller } from '../../../../tests/setup/graphql';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { contactMessages, outbox } from '../../db/schema';

const database = setupTestDatabase();
const call = graphqlCaller(() => database.db);
const CONTACT = `mutation contact($name: String!, $lastName: String!, $email: String!, $message: String!, $phone: String, $country: String, $language: String) {
  contact(name: $name, lastName: $lastName, email: $email, message: $message, phone: $phone, country: $country, language: $language) { ok }
}`;
const good = { name: 'Ana', lastName: 'Lopez', email: 'ana@example.com', message: 'Two weeks in Namibia in May?' };

async function counts() {
  return {
    messages: (await database.db.select().from(contactMessages)).length,
    outbox: (await database.db.select().from(outbox)).length,
  };
}

describe('contact', () => {
  it('stores the message and queues one notification', async () => {
    const answer = await call(CONTACT, { ...good, phone: '+34 600 504 050', country: 'ES' }, 'de');
    expect(answer).toEqual({ data: { contact: { ok: true } } });
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '+34 600 504 050',
      country: 'ES',
      language: 'de',
      message: 'Two weeks in Namibia in May?',
    });
    const queued = await database.db.select().from(outbox);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      topic: 'contact.received',
      dedupeKey: `contact.received:${row?.id}`,
      payload: { messageId: row?.id, language: 'de' },
    });
  });

  it('keeps the language given in the call over the caller’s', async () => {
    await call(CONTACT, { ...good, language: 'en' }, 'de');
    const rows = await database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(rows[0]?.language).toBe('en');
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty first name', { name: ' ' }, 'name', 'This field is required'],
    ['an empty last name', { lastName: '' }, 'lastName', 'This field is required'],
    ['an empty e-mail', { email: '' }, 'email', 'This field is required'],
    ['a bad e-mail', { email: 'ana-at-example' }, 'email', 'This has to be a valid email'],
    ['an empty message', { message: '' }, 'message', 'This field is required'],
    ['a bad phone', { phone: 'call me maybe' }, 'phone', 'This has to be a valid phone number e.g. +34600504050'],
  ];
  for (const [what, change, field, message] of cases) {
    it(`refuses ${what} with the spec message and writes nothing`, async () => {
      const before = await counts();
      const answer = await call(CONTACT, { ...good, ...change });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message }] });
      expect(await counts()).toEqual(before);
    });
  }

  it('answers in German for a German caller, with every bad field', async () => {
    const answer = await call(CONTACT, { ...good, name: '', phone: '12' }, 'de');
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'name', message: 'Dieses Feld ist erforderlich' },
      { field: 'phone', message: 'Dies muss eine gültige Telefonnummer sein, z. B. +34600504050' },
    ]);
  });
});
