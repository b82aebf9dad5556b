import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { outbox } from '../../db/schema';
import { enqueue } from './outbox.writer';

const database = setupTestDatabase();

describe('outbox enqueue', () => {
  it('queues a message ready for delivery', async () => {
    const id = await enqueue(database.db, { topic: 'test.topic', payload: { a: 1 } });
    expect(id).toBeTypeOf('number');
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ id, topic: 'test.topic', payload: { a: 1 }, attempts: 0, deliveredAt: null });
  });

  it('queues a deduplicated message once', async () => {
    const first = await enqueue(database.db, { topic: 'test.once', dedupeKey: 'k-1', payload: {} });
    const again = await enqueue(database.db, { topic: 'test.once', dedupeKey: 'k-1', payload: { retry: true } });
    expect(first).toBeTypeOf('number');
    expect(again).toBeNull();
  });

  it('disappears with a transaction that rolls back', async () => {
    const before = (await database.db.select().from(outbox)).length;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { topic: 'test.rollback', payload: {} });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await database.db.select().from(outbox)).toHaveLength(before);
  });
});
