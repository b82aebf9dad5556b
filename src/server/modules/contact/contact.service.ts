import type { Locale } from '~/i18n/locales';
import type { Contact } from '~/lib/schemas/contact';
import type { Database } from '../../db';
import { contactMessages } from '../../db/schema';
import { enqueue } from '../outbox/outbox.writer';

/** The outbox topic a stored contact message raises; the worker notifies the sales team. */
export const CONTACT_RECEIVED = 'contact.received';

/**
 * Stores a validated contact message and queues its notification in one transaction:
 * either both are written or neither. `queue` is replaceable so a test can fail that step.
 */
export async function receiveContact(
  db: Database,
  contact: Contact,
  fallbackLanguage: Locale,
  queue: typeof enqueue = enqueue,
): Promise<{ id: number }> {
  const language = contact.language ?? fallbackLanguage;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone ?? null,
        country: contact.country ?? null,
        language,
        message: contact.message,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message was not stored');
    await queue(tx, {
      topic: CONTACT_RECEIVED,
      dedupeKey: `${CONTACT_RECEIVED}:${row.id}`,
      payload: { messageId: row.id, language },
    });
    return { id: row.id };
  });
}
