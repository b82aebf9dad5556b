import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies defaults for a bare environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('localhost');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GRAPHQL_INTROSPECTION).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(4321);
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(EnvError);
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL');
    }
  });

  it('reads the introspection switch', () => {
    expect(parseEnv({ GRAPHQL_INTROSPECTION: '1' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(() => parseEnv({ GRAPHQL_INTROSPECTION: 'yes' })).toThrowError(/GRAPHQL_INTROSPECTION/);
  });

  it('reads the mail settings', () => {
    const bare = parseEnv({});
    expect(bare.SMTP_URL).toBeUndefined();
    expect(bare.MAIL_FROM).toBe('Kuyenda Journeys <hello@kuyenda.example>');
    expect(bare.SALES_EMAIL).toBe('sales@kuyenda.example');
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(parseEnv({ MAIL_FROM: 'trips@example.com' }).MAIL_FROM).toBe('trips@example.com');
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_FROM: 'Kuyenda Journeys' })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL/);
  });

  it('reads an optional Google client id and refuses anything else', () => {
    expect(parseEnv({}).GOOGLE_CLIENT_ID).toBeUndefined();
    const id = '1234-abc.apps.googleusercontent.com';
    expect(parseEnv({ GOOGLE_CLIENT_ID: id }).GOOGLE_CLIENT_ID).toBe(id);
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'https://evil.example' })).toThrow(/GOOGLE_CLIENT_ID/);
  });
});
