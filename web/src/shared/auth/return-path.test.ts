import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('returns the page the visitor came for, with its query and hash', () => {
    expect(returnPathFrom({ from: { pathname: '/my/info', search: '?a=1', hash: '#top' } })).toBe('/my/info?a=1#top');
  });

  it('falls back to home for anything that is not a path of this site', () => {
    for (const state of [null, undefined, {}, { from: 'x' }, { from: { pathname: '//evil.example' } }, { from: { pathname: 'https://evil.example' } }, { from: { pathname: '/\\evil' } }, { from: { pathname: '/login' } }]) {
      expect(returnPathFrom(state)).toBe('/');
    }
  });
});
