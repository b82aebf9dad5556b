import { describe, expect, it } from 'vitest';
import { graphqlCaller } from '../../../../tests/setup/graphql';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { newsletterSubscriptions } from '../../db/schema';

const database = setupTestDatabase();
const call = graphqlCaller(() => database.db);
const SUBSCRIBE = 'mutation subscribe($email: String!) { subscribe(email: $email) { ok } }';

describe('subscribe', () => {
  it('is safe to repeat', async () => {
    expect((await call(SUBSCRIBE, { email: 'reader@example.com' })).data).toEqual({ subscribe: { ok: true } });
    expect((await call(SUBSCRIBE, { email: 'READER@example.com' })).data).toEqual({ subscribe: { ok: true } });
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("answers the spec's messages in the caller's language and writes nothing", async () => {
    const english = await call(SUBSCRIBE, { email: 'nope' });
    expect(english.errors?.[0]?.message).toBe('This has to be a valid email');
    expect(english.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'email', message: 'This has to be a valid email' },
    ]);
    const german = await call(SUBSCRIBE, { email: '' }, 'de');
    expect(german.errors?.[0]?.message).toBe('Dieses Feld ist erforderlich');
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });
});
