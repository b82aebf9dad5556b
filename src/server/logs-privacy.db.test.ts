/**
 * Issue 9 item 5: when storing a submission fails, the log names the failure, never the
 * submission. The database really refuses (a NUL reaches it past the schemas, as before the
 * text rule), so the driver's message quotes the parameters; the log must not.
 */
import { describe, expect, it } from 'vitest';
import { expectConsoleError, loggedEntries } from '../../tests/setup/fail-on-console-error';
import { graphqlCaller } from '../../tests/setup/graphql';
import { setupTestDatabase } from '../../tests/setup/test-database';
import { receiveContact } from './modules/contact/contact.service';
import { errorSummary } from './error-summary';
import { createGraphQLHandler } from './graphql';
import { inRequestScope } from './log/request-scope';

const database = setupTestDatabase();
const PERSONAL = /Lovelace|ada@example\.com|4420794600/;

describe('logs carry no personal data', () => {
  it('a database refusal summarised for the log names no value', async () => {
    const contact = {
      firstName: 'Ada',
      lastName: 'Love\u0000lace',
      email: 'ada@example.com',
      phone: '+4420794600',
      message: 'Hello',
      country: undefined,
      language: undefined,
    };
    const error = await receiveContact(database.db, contact, 'en').then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    expect(String((error as Error).message)).toMatch(PERSONAL); // what the log used to print
    expect(errorSummary(error)).not.toMatch(PERSONAL);
  });

  it('yoga logs an unexpected resolver error without the variables', async () => {
    expectConsoleError();
    const call = graphqlCaller(() => database.db);
    // A table gone missing makes the insert fail; the driver's message quotes its parameters.
    await database.db.execute('alter table newsletter_subscriptions rename to newsletter_subscriptions_gone');
    const answer = await call('mutation($email: String!) { subscribe(email: $email) { __typename } }', {
      email: 'ada@example.com',
    });
    await database.db.execute('alter table newsletter_subscriptions_gone rename to newsletter_subscriptions');
    expect(answer.errors?.[0]?.message).toBe('Unexpected error.');
    const lines = loggedEntries()
      .filter((entry) => entry.module === 'graphql')
      .map((entry) => JSON.stringify(entry));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(PERSONAL);
  });

  it("yoga's error line carries the id of the request that failed", async () => {
    expectConsoleError();
    const handler = createGraphQLHandler({ db: async () => database.db, production: true, introspection: false });
    const request = new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-request-0042' },
      body: JSON.stringify({
        query: 'mutation($email: String!) { subscribe(email: $email) { __typename } }',
        variables: { email: 'ada@example.com', userPreferences: { langCode: 'en', currency: 'EUR', referrer: null } },
        operationType: 'mutation',
      }),
    });
    await database.db.execute('alter table newsletter_subscriptions rename to newsletter_subscriptions_gone');
    const response = await inRequestScope(request, () => handler(request));
    await database.db.execute('alter table newsletter_subscriptions_gone rename to newsletter_subscriptions');
    expect(response.headers.get('x-request-id')).toBe('edge-request-0042');
    const errors = loggedEntries().filter((entry) => entry.module === 'graphql' && entry.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    for (const entry of errors) expect(entry.requestId).toBe('edge-request-0042');
  });
});
