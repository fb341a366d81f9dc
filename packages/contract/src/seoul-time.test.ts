import { describe, expect, it } from 'vitest';
import {
  addSeoulDays,
  atSeoulTime,
  endOfSeoulWeek,
  formatKoreanDateTime,
  formatSeoulDate,
  formatSeoulDateTime,
  isCalendarDay,
  isThisWeekInSeoul,
  isTodayInSeoul,
  seoulDateKey,
  seoulIsoWithOffset,
  seoulWallClockIso,
  seoulWallTimeToDate,
  startOfNextSeoulDay,
  startOfSeoulDay,
  startOfSeoulMonth,
  startOfSeoulWeek,
  todayInSeoul,
} from './seoul-time';

describe('today in Seoul', () => {
  it('is already the next day after 15:00 UTC', () => {
    expect(todayInSeoul(new Date('2026-11-23T14:59:59.999Z'))).toBe('2026-11-23');
    expect(todayInSeoul(new Date('2026-11-23T15:30:00.000Z'))).toBe('2026-11-24');
  });

  it('starts and ends at midnight KST', () => {
    const now = new Date('2026-11-23T15:30:00.000Z'); // 2026-11-24 00:30 KST
    expect(startOfSeoulDay(now).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(startOfNextSeoulDay(now).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('TODAY follows the Seoul calendar day, not UTC', () => {
    const now = new Date('2026-11-23T15:30:00.000Z'); // Tue 2026-11-24 00:30 KST
    expect(isTodayInSeoul('2026-11-24T10:30:00.000Z', now)).toBe(true); // 19:30 KST the 24th
    expect(isTodayInSeoul('2026-11-23T14:00:00.000Z', now)).toBe(false); // 23:00 KST the 23rd, same UTC date
    expect(isTodayInSeoul('2026-11-23T15:00:00.000Z', now)).toBe(true); // exactly midnight KST
    expect(isTodayInSeoul('2026-11-24T15:00:00.000Z', now)).toBe(false); // midnight of the 25th
  });
});

describe('the Seoul day of the cache key', () => {
  it('turns at midnight in Seoul, whichever way the clock moves', () => {
    const midnight = Date.parse('2026-11-30T15:00:00.000Z'); // 2026-12-01 00:00 in Seoul
    expect(todayInSeoul(midnight - 1)).toBe('2026-11-30');
    expect(todayInSeoul(midnight)).toBe('2026-12-01');
    expect(todayInSeoul(midnight + 86_400_000 - 1)).toBe('2026-12-01');
    expect(todayInSeoul(midnight + 86_400_000)).toBe('2026-12-02');
    expect(todayInSeoul(midnight - 1)).toBe('2026-11-30');
    expect(todayInSeoul()).toBe(seoulDateKey());
  });
});

describe('calendar days', () => {
  it('accepts only days that exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-04-31')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('2027-3-1')).toBe(false);
  });

  it('rolls wall-clock fields over month ends into instants', () => {
    expect(seoulWallTimeToDate(2027, 13, 1).toISOString()).toBe('2027-12-31T15:00:00.000Z');
    expect(seoulWallTimeToDate(2027, 3, 0).toISOString()).toBe('2027-02-27T15:00:00.000Z');
  });
});

describe('times and months of a Seoul day', () => {
  it('sets the wall-clock time of the Seoul day, which may be the previous UTC day', () => {
    const day = new Date('2026-11-23T16:00:00.000Z'); // Tue 2026-11-24 01:00 KST
    expect(atSeoulTime(day, 19, 30).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(atSeoulTime(day, 8).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(atSeoulTime(startOfSeoulDay(day), 0).toISOString()).toBe(startOfSeoulDay(day).toISOString());
  });

  it('starts a month at 00:00 KST of its first day, also across the year and a month away', () => {
    const lastNightOfJanuary = new Date('2027-01-31T15:30:00.000Z'); // 2027-02-01 00:30 KST
    expect(startOfSeoulMonth(lastNightOfJanuary).toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(startOfSeoulMonth(new Date('2026-12-31T14:59:59.999Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(startOfSeoulMonth(new Date('2026-12-15T03:00:00.000Z'), 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(startOfSeoulMonth(new Date('2026-12-15T03:00:00.000Z'), -12).toISOString()).toBe('2025-11-30T15:00:00.000Z');
    // Its last day: the day before the next month starts.
    expect(seoulDateKey(addSeoulDays(startOfSeoulMonth(new Date('2028-02-10T03:00:00.000Z'), 1), -1))).toBe(
      '2028-02-29',
    );
  });
});

describe('week in Seoul (Monday to Sunday)', () => {
  it('starts on Monday 00:00 KST and ends on Sunday 23:59:59.999 KST', () => {
    const now = new Date('2026-11-25T03:00:00.000Z'); // Wed 2026-11-25 12:00 KST
    expect(startOfSeoulWeek(now).toISOString()).toBe('2026-11-22T15:00:00.000Z'); // Mon 23rd 00:00 KST
    expect(endOfSeoulWeek(now).toISOString()).toBe('2026-11-29T14:59:59.999Z'); // Sun 29th 23:59:59.999 KST
  });

  it('treats Sunday night KST as the same week, even though UTC is still Sunday', () => {
    const sundayNight = new Date('2026-11-29T14:30:00.000Z'); // Sun 23:30 KST
    expect(startOfSeoulWeek(sundayNight).toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });

  it('starts a new week at Monday 00:00 KST, which is Sunday 15:00 UTC', () => {
    const mondayEarly = new Date('2026-11-29T15:30:00.000Z'); // Mon 2026-11-30 00:30 KST
    expect(startOfSeoulWeek(mondayEarly).toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(isThisWeekInSeoul('2026-11-29T10:00:00.000Z', mondayEarly)).toBe(false); // Sunday 19:00 KST: last week
    expect(isThisWeekInSeoul('2026-12-06T14:00:00.000Z', mondayEarly)).toBe(true); // Sunday 23:00 KST
    expect(isThisWeekInSeoul('2026-12-06T15:00:00.000Z', mondayEarly)).toBe(false); // next Monday 00:00 KST
  });

  it('crosses month and year boundaries', () => {
    const now = new Date('2026-12-31T16:00:00.000Z'); // Fri 2027-01-01 01:00 KST
    expect(startOfSeoulWeek(now).toISOString()).toBe('2026-12-27T15:00:00.000Z'); // Mon 2026-12-28
    expect(isThisWeekInSeoul('2027-01-03T10:00:00.000Z', now)).toBe(true);
  });
});

describe('formatting', () => {
  it('formats as YYYY.MM.DD (요일) HH:mm in Seoul time', () => {
    expect(formatSeoulDateTime('2026-11-28T10:30:00.000Z')).toBe('2026.11.28 (토) 19:30');
    expect(formatSeoulDateTime('2026-11-23T15:30:00.000Z')).toBe('2026.11.24 (화) 00:30');
    expect(formatSeoulDate('2026-12-31T15:00:00.000Z')).toBe('2027.01.01');
  });

  it('gives wall-clock and offset ISO strings', () => {
    expect(seoulWallClockIso('2026-11-28T10:30:00.000Z')).toBe('2026-11-28T19:30:00');
    expect(seoulIsoWithOffset('2026-11-28T10:30:00.000Z')).toBe('2026-11-28T19:30:00+09:00');
  });

  it('writes an instant the way the mails do', () => {
    expect(formatKoreanDateTime('2026-11-23T07:05:00.000Z')).toBe('2026년 11월 23일 16:05');
  });

  it('rejects invalid dates', () => {
    expect(() => formatSeoulDate('not a date')).toThrow(RangeError);
  });
});
