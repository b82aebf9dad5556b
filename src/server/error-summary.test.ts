import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary';

describe('errorSummary', () => {
  it('names the error and its codes down the cause chain, never the message', () => {
    const cause = Object.assign(new Error('invalid byte sequence: 0x00 in "Ada Lovelace, ada@example.com"'), {
      code: '22021',
    });
    const error = new Error('Failed query: insert … params: Ada,ada@example.com,+4420794600', { cause });
    error.name = 'DrizzleQueryError';
    const summary = errorSummary(error);
    expect(summary).toBe('DrizzleQueryError ← Error (22021)');
    expect(summary).not.toMatch(/Ada|example|4420/);
  });

  it('follows a GraphQL error to what the resolver threw, with the field path', () => {
    const original = Object.assign(new Error('null value in column "email" … (Ada, ada@example.com)'), {
      code: '23502',
    });
    const wrapped = Object.assign(new Error('Unexpected error.'), {
      name: 'GraphQLError',
      path: ['contact'],
      originalError: original,
    });
    expect(errorSummary(wrapped)).toBe('GraphQLError at contact ← Error (23502)');
  });

  it('copes with values that are not errors', () => {
    expect(errorSummary('Ada')).toBe('string');
    expect(errorSummary(null)).toBe('unknown error');
  });
});
