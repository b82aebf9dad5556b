import { describe, expect, it } from 'vitest';
import { graphqlCaller } from '../../../../tests/setup/graphql';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { referralHits } from '../../db/schema';

const database = setupTestDatabase();
const call = graphqlCaller(() => database.db);
const HIT = 'mutation referralPageHit($referralCode: String!) { referralPageHit(referralCode: $referralCode) { ok } }';

describe('referralPageHit', () => {
  it('confirms a code and counts each hit per day', async () => {
    expect((await call(HIT, { referralCode: 'ANNA-2027' })).data).toEqual({ referralPageHit: { ok: true } });
    await call(HIT, { referralCode: 'ANNA-2027' });
    const rows = await database.db.select().from(referralHits);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hits).toBe(2);
  });

  it('refuses a malformed code with a clear error and writes nothing', async () => {
    const before = (await database.db.select().from(referralHits)).length;
    const answer = await call(HIT, { referralCode: '<script>' });
    expect(answer.errors?.[0]?.message).toBe('Some of the values you sent are not valid.');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await database.db.select().from(referralHits)).length).toBe(before);
  });
});
