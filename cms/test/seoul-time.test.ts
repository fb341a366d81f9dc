import { describe, expect, it } from 'vitest';
import { seoulDateKey, seoulToday } from '../src/utils/seoul-time';

describe('the Seoul day of the cache key', () => {
  it('turns at midnight in Seoul, whichever way the clock moves', () => {
    const midnight = Date.parse('2026-11-30T15:00:00.000Z'); // 2026-12-01 00:00 in Seoul
    expect(seoulToday(midnight - 1)).toBe('2026-11-30');
    expect(seoulToday(midnight)).toBe('2026-12-01');
    expect(seoulToday(midnight + 86_400_000 - 1)).toBe('2026-12-01');
    expect(seoulToday(midnight + 86_400_000)).toBe('2026-12-02');
    expect(seoulToday(midnight - 1)).toBe('2026-11-30');
    expect(seoulToday()).toBe(seoulDateKey());
  });
});
