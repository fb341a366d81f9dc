import { describe, expect, it } from 'vitest';
import { addMonths, firstOfMonth, monthGridRange, monthTitle } from './month-grid';

describe('monthGridRange', () => {
  it('starts on the Sunday on or before the first of the month and spans six weeks', () => {
    // 1 November 2026 is a Sunday.
    expect(monthGridRange('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-12-13' });
    // 1 December 2026 is a Tuesday.
    expect(monthGridRange('2026-12-31')).toEqual({ from: '2026-11-29', to: '2027-01-10' });
  });

  it('crosses the year at January', () => {
    // 1 January 2027 is a Friday.
    expect(monthGridRange('2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-02-07' });
  });
});

describe('monthTitle', () => {
  it('writes the month as the Korean calendar locale does', () => {
    expect(monthTitle('2026-11-23')).toBe('2026년 11월');
  });
});

describe('firstOfMonth', () => {
  it('is the first day of the same month', () => {
    expect(firstOfMonth('2026-11-24')).toBe('2026-11-01');
    expect(firstOfMonth('2026-12-01')).toBe('2026-12-01');
  });
});

describe('addMonths', () => {
  it('gives the first day of the month before or after, across years', () => {
    expect(addMonths('2026-11-24', 1)).toBe('2026-12-01');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(addMonths('2026-11-24', -2)).toBe('2026-09-01');
  });
});
