import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from './return-path';

describe('the page to return to after logging in', () => {
  it('travels in the login address, with its query and hash', () => {
    const loginPath = loginPathFor({ pathname: '/my/info', search: '?a=1&b=2', hash: '#top' });
    expect(loginPath).toBe('/login?next=%2Fmy%2Finfo%3Fa%3D1%26b%3D2%23top');
    expect(returnPathFrom(loginPath.slice('/login'.length))).toBe('/my/info?a=1&b=2#top');
  });

  it('falls back to home for anything that is not a path of this site', () => {
    for (const next of ['', 'x', '//evil.example', 'https://evil.example', '/\\evil', '/login', '/signup?x=1']) {
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBe('/');
    }
    expect(returnPathFrom('')).toBe('/');
  });
});
