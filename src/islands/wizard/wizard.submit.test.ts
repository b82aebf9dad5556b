import { describe, expect, it, vi } from 'vitest';
import { createGraphQLClient, GraphQLOperationError } from '~/lib/graphql';
import { emptyAnswers } from './wizard.answers';
import { buildEnquiryInput } from './wizard.input';
import { readError, readResult, safeQuotePath, sendEnquiry } from './wizard.submit';

const quoted = {
  ok: true,
  status: 'QUOTED',
  reference: '7KQ2-M9XD-TR4C-W8HN',
  quoteId: 42,
  quotePath: '/en/q/7KQ2-M9XD-TR4C-W8HN-42',
  message: null,
};

describe('reading the answer', () => {
  it('opens the quote of a QUOTED answer', () => {
    expect(readResult(quoted)).toEqual({ kind: 'quote', path: '/en/q/7KQ2-M9XD-TR4C-W8HN-42' });
  });

  it('shows the message of a MANUAL answer', () => {
    const manual = { ...quoted, status: 'MANUAL', quotePath: null, quoteId: null, message: 'A consultant will write.' };
    expect(readResult(manual)).toEqual({
      kind: 'manual',
      message: 'A consultant will write.',
      reference: quoted.reference,
    });
  });

  it('treats anything else as a failure', () => {
    expect(readResult(null)).toEqual({ kind: 'failed' });
    expect(readResult({ ...quoted, ok: false })).toEqual({ kind: 'failed' });
    expect(readResult({ ...quoted, quotePath: 'https://evil.example/q' })).toEqual({ kind: 'failed' });
    expect(readResult({ ...quoted, status: 'MANUAL', message: null })).toEqual({ kind: 'failed' });
  });

  it('follows only paths on this site', () => {
    expect(safeQuotePath('/de/q/AAAA-1')).toBe('/de/q/AAAA-1');
    expect(safeQuotePath('//evil.example/x')).toBeNull();
    expect(safeQuotePath('/\\evil.example')).toBeNull();
    expect(safeQuotePath('javascript:alert(1)')).toBeNull();
  });

  it('maps BAD_USER_INPUT fields to form fields; other errors are failures', () => {
    const invalid = new GraphQLOperationError('This has to be a valid email', 'makeWizardEnquiry', [
      {
        message: 'This has to be a valid email',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [
            { field: 'enquiry.email', message: 'This has to be a valid email' },
            { field: 'enquiry.children.0.dateOfBirth', message: 'Invalid date provided' },
          ],
        },
      },
    ]);
    expect(readError(invalid)).toEqual({
      kind: 'invalid',
      fields: { email: 'This has to be a valid email', 'children.0': 'Invalid date provided' },
    });
    const internal = new GraphQLOperationError('boom', 'makeWizardEnquiry', [{ message: 'boom' }]);
    expect(readError(internal)).toEqual({ kind: 'failed' });
    expect(readError(new TypeError('offline'))).toEqual({ kind: 'failed' });
  });

  it("shows the server's own words when it refuses something no form field asks for", () => {
    const refused = (fields: { field: string; message: string }[]) =>
      new GraphQLOperationError(fields[0]?.message ?? '', 'makeWizardEnquiry', [
        { message: fields[0]?.message ?? '', extensions: { code: 'BAD_USER_INPUT', fields } },
      ]);
    expect(readError(refused([{ field: 'id', message: 'Dieser Wert ist unbekannt' }]))).toEqual({
      kind: 'refused',
      message: 'Dieser Wert ist unbekannt',
    });
    expect(readError(refused([{ field: 'referralCode', message: 'This value is not valid' }]))).toEqual({
      kind: 'refused',
      message: 'This value is not valid',
    });
    const noFields = new GraphQLOperationError('This trip is not available', 'makeWizardEnquiry', [
      { message: 'This trip is not available', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(readError(noFields)).toEqual({ kind: 'refused', message: 'This trip is not available' });
  });
});

describe('sending', () => {
  const enquiry = buildEnquiryInput(
    { ...emptyAnswers('EUR'), firstName: 'Ada', lastName: 'L', email: 'ada@example.com', phone: '+34600504050' },
    [],
    'run-1234abcd',
  );

  function client(answer: unknown, seen: unknown[] = []) {
    return createGraphQLClient({
      endpoint: 'http://test.local/api/graphql',
      getPreferences: () => ({ langCode: 'de', currency: 'CHF', referrer: null }),
      getPageUrl: () => 'http://test.local/de/meine-reise-planen?step=generating',
      fetch: async (_url, init) => {
        seen.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      },
    });
  }

  it('sends the contract’s mutation with the enquiry, trip id and referral code', async () => {
    const seen: { operationName: string; query: string; variables: Record<string, unknown> }[] = [];
    const outcome = await sendEnquiry(client({ data: { makeWizardEnquiry: quoted } }, seen), {
      enquiry,
      id: '7',
      referralCode: 'FRIEND',
    });
    expect(outcome).toEqual({ kind: 'quote', path: quoted.quotePath });
    expect(seen[0]?.operationName).toBe('makeWizardEnquiry');
    expect(seen[0]?.query).toContain('makeWizardEnquiry(enquiry: $enquiry, id: $id, referralCode: $referralCode)');
    expect(seen[0]?.variables).toMatchObject({
      enquiry: { submissionId: 'run-1234abcd', email: 'ada@example.com' },
      id: '7',
      referralCode: 'FRIEND',
      userPreferences: { langCode: 'de', currency: 'CHF' },
    });
  });

  it('reports an error answer as a failure to retry, with a warning in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await sendEnquiry(client({ errors: [{ message: 'Unexpected error.' }], data: null }), {
      enquiry,
      id: null,
      referralCode: null,
    });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
