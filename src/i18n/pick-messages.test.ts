import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick-messages';

describe('pickMessages', () => {
  it('returns only the asked keys, in the asked language', () => {
    expect(pickMessages('de', ['admin.login.submit', 'admin.session.signOut'])).toEqual({
      'admin.login.submit': 'Anmelden',
      'admin.session.signOut': 'Abmelden',
    });
  });
});
