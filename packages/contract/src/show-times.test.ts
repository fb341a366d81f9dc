import { describe, expect, it } from 'vitest';
import { showEndsAt } from './show-times';

describe('showEndsAt', () => {
  it('ends at endsAt, else after the running time, else after two hours', () => {
    const startsAt = '2026-11-28T10:30:00.000Z';
    expect(showEndsAt({ startsAt, endsAt: '2026-11-28T12:00:00.000Z', runningTimeMinutes: 10 }).toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
    expect(showEndsAt({ startsAt, endsAt: null, runningTimeMinutes: 90 }).toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
    expect(showEndsAt({ startsAt, endsAt: null, runningTimeMinutes: null }).toISOString()).toBe(
      '2026-11-28T12:30:00.000Z',
    );
  });
});
