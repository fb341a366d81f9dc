import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type GetSideChannel = () => {
  assert: (key: unknown) => void;
  get: (key: unknown) => unknown;
  has: (key: unknown) => boolean;
  set: (key: unknown, value: unknown) => void;
  delete: (key: unknown) => boolean;
};
type Qs = typeof import('qs');

const shimPath = require.resolve('./side-channel-lite.cjs');
const getSideChannel = require(shimPath) as GetSideChannel;

/** Loads a fresh copy of qs whose `side-channel` is the shim, as the production bundle does (vite alias). */
function qsWithShim(): Qs {
  const qsEntry = require.resolve('qs');
  const qsDir = dirname(qsEntry);
  const sideChannelPath = require.resolve('side-channel', { paths: [qsDir] });
  const saved = new Map(Object.entries(require.cache));
  try {
    for (const key of Object.keys(require.cache)) if (key.startsWith(qsDir)) delete require.cache[key];
    require.cache[sideChannelPath] = require.cache[shimPath];
    return require(qsEntry) as Qs;
  } finally {
    for (const key of Object.keys(require.cache)) if (!saved.has(key)) delete require.cache[key];
    for (const [key, value] of saved) require.cache[key] = value;
  }
}

describe('side-channel-lite (qs dependency replacement)', () => {
  it('stores values by object identity and by primitive value', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 1);
    channel.set('a', 2);
    expect(channel.get(key)).toBe(1);
    expect(channel.get({})).toBeUndefined();
    expect(channel.get('a')).toBe(2);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it('lets qs stringify and parse nested queries and still detect cycles', () => {
    const qs = qsWithShim();
    const query = {
      filters: { startsAt: { $gte: '2026-11-23T15:00:00.000Z' }, title: { $containsi: '첼로' } },
      sort: ['startsAt:asc'],
      pagination: { page: 2 },
    };
    const text = qs.stringify(query, { encodeValuesOnly: true });
    expect(text).toBe(
      'filters[startsAt][$gte]=2026-11-23T15%3A00%3A00.000Z&filters[title][$containsi]=%EC%B2%BC%EB%A1%9C&sort[0]=startsAt%3Aasc&pagination[page]=2',
    );
    expect(qs.parse(text)).toEqual({ ...query, pagination: { page: '2' } });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(RangeError);
  });
});
