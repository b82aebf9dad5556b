import { describe, expect, it } from 'vitest';
import { profileFromCredential } from './wizard.google';

const token = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

describe('Google prefill', () => {
  it('reads name and e-mail from the ID token, accents included', () => {
    expect(
      profileFromCredential(
        token({ given_name: 'Zoë', family_name: 'Müller', email: 'zoe@example.com', email_verified: true }),
      ),
    ).toEqual({ firstName: 'Zoë', lastName: 'Müller', email: 'zoe@example.com' });
  });

  it('leaves out an unverified e-mail and ignores what is not a token', () => {
    expect(profileFromCredential(token({ given_name: 'Ada', email: 'x@example.com', email_verified: false }))).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: '',
    });
    expect(profileFromCredential('not-a-token')).toBeNull();
    expect(profileFromCredential('a.%%%.c')).toBeNull();
    expect(profileFromCredential(token({ sub: '1' }))).toBeNull();
  });
});
