import { describe, expect, it } from 'vitest';
import { ContactSchema } from '~/lib/schemas/contact';
import { expectConsoleError } from '../../../../tests/setup/fail-on-console-error';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import type { Database } from '../../db';
import { contactMessages, outbox } from '../../db/schema';
import { submitContactForm } from './contact.form';
import { receiveContact } from './contact.service';

const database = setupTestDatabase();
const contact = { firstName: 'Jo', lastName: 'Moyo', email: 'jo@example.com', message: 'Hello' };

function post(fields: Record<string, string>): Request {
  return new Request('http://localhost/en/contact', { method: 'POST', body: new URLSearchParams(fields) });
}

describe('receiveContact', () => {
  it('writes nothing when queueing the notification fails', async () => {
    const failingQueue = async () => {
      throw new Error('outbox unavailable');
    };
    await expect(receiveContact(database.db, ContactSchema.parse(contact), 'en', failingQueue)).rejects.toThrow(
      'outbox unavailable',
    );
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });
});

describe('the contact form post', () => {
  it('stores a good message in the page language', async () => {
    const state = await submitContactForm(
      post({ firstName: 'Lea', lastName: 'Graf', email: 'lea@example.com', phone: '', message: 'Hallo' }),
      'de',
      async () => database.db,
    );
    expect(state).toEqual({ status: 'sent' });
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((row) => [row.firstName, row.language, row.phone])).toEqual([['Lea', 'de', null]]);
  });

  it('gives each bad field its message key and keeps what was typed', async () => {
    const state = await submitContactForm(
      post({ firstName: '', lastName: 'Graf', email: 'lea-at-example', phone: 'abc', message: '' }),
      'en',
      async () => database.db,
    );
    expect(state).toEqual({
      status: 'invalid',
      values: { firstName: '', lastName: 'Graf', email: 'lea-at-example', phone: 'abc', message: '' },
      errors: {
        firstName: 'validation.required',
        email: 'validation.email',
        phone: 'validation.phone',
        message: 'validation.required',
      },
    });
  });

  it('reports an unexpected failure without losing the typed values', async () => {
    expectConsoleError();
    const broken = async (): Promise<Database> => {
      throw new Error('database down');
    };
    const state = await submitContactForm(post({ ...contact, phone: '' }), 'en', broken);
    expect(state).toEqual({ status: 'failed', values: { ...contact, phone: '' } });
  });
});
