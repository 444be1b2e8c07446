import { describe, expect, it } from 'vitest';
import { decodeToken, toUserView } from './session';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (claims: object) => `header.${base64url(JSON.stringify(claims))}.signature`;

describe('toUserView', () => {
  it('takes the id from user_id, then sub, then id, and defaults to unknown', () => {
    expect(toUserView({ user_id: 'a', sub: 'b', id: 'c' }).id).toBe('a');
    expect(toUserView({ sub: 'b', id: 'c' }).id).toBe('b');
    expect(toUserView({ id: 'c' }).id).toBe('c');
    expect(toUserView({}).id).toBe('unknown');
  });

  it('builds the name from given and family names, and defaults to User; the role to user', () => {
    expect(toUserView({ given_name: 'Nabila', family_name: 'Chowdhury' }).name).toBe('Nabila Chowdhury');
    expect(toUserView({ name: 'Karim', given_name: 'K' }).name).toBe('Karim');
    expect(toUserView({})).toMatchObject({
      name: 'User',
      role: 'user',
      email: '',
      picture: null,
      verifiedEmail: false,
    });
    expect(toUserView({ role: 'admin' }).role).toBe('admin');
  });
});

describe('decodeToken', () => {
  it('reads the claims of a token, Bengali names included', () => {
    expect(decodeToken(tokenWith({ sub: 'u1', name: 'রহিম' }))).toEqual({ sub: 'u1', name: 'রহিম' });
  });

  it('answers null for something that is not a token', () => {
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('abc')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
  });
});
