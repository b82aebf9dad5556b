import type { Database, Transaction } from '../../db';
import { outbox } from '../../db/schema';

export interface OutboxMessage {
  topic: string;
  /** A retried change with the same key queues its message once. */
  dedupeKey?: string;
  payload: Record<string, unknown>;
}

/**
 * Queues a side effect (an e-mail, a notification) in the caller's transaction, so it is
 * stored exactly when the change that causes it is; a worker delivers it later.
 * Returns the new message's id, or null when the dedupe key was already queued.
 */
export async function enqueue(tx: Transaction | Database, message: OutboxMessage): Promise<number | null> {
  const [row] = await tx
    .insert(outbox)
    .values({ topic: message.topic, dedupeKey: message.dedupeKey ?? null, payload: message.payload })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}
