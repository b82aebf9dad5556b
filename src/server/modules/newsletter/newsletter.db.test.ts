import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NewsletterSchema } from '~/lib/schemas/newsletter';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { newsletterSubscriptions } from '../../db/schema';
import { subscribe } from './newsletter.service';

const database = setupTestDatabase();

describe('newsletter', () => {
  it('is safe to repeat', async () => {
    await subscribe(database.db, 'Guest@Example.com', 'de');
    await subscribe(database.db, 'guest@example.com ', 'en');
    const rows = await database.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'guest@example.com', language: 'de' });
  });

  it('validates the address with the spec messages as keys', () => {
    expect(NewsletterSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('validation.required');
    expect(NewsletterSchema.safeParse({}).error?.issues[0]?.message).toBe('validation.required');
    expect(NewsletterSchema.safeParse({ email: 'not-an-address' }).error?.issues[0]?.message).toBe('validation.email');
    expect(NewsletterSchema.parse({ email: ' a@b.co ' }).email).toBe('a@b.co');
  });

  it('writes nothing for a bad address', async () => {
    const [before] = await database.db.select({ n: count() }).from(newsletterSubscriptions);
    expect(NewsletterSchema.safeParse({ email: 'nope' }).success).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(newsletterSubscriptions);
    expect(after?.n).toBe(before?.n);
  });
});
