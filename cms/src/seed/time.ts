import { koreanWeekday, seoulDateKey, seoulParts, startOfSeoulDay } from '@hall/contract/seoul-time';

/**
 * The demo's calendar rules and date texts. The calendar itself is @hall/contract/seoul-time's: a
 * day here is the instant its Seoul day starts, moved with addSeoulDays and timed with atSeoulTime.
 */

/** The Seoul day of an instant (cms/test plans the demo content with it, as the seed does). */
export const seoulDay = startOfSeoulDay;

export function isWeekend(day: Date): boolean {
  const { weekday } = seoulParts(day);
  return weekday === 0 || weekday === 6;
}

/** 2026년 11월 23일(월) */
export function koreanDate(day: Date, withYear = true): string {
  const { year, month, day: date } = seoulParts(day);
  const text = `${month}월 ${date}일(${koreanWeekday(day)})`;
  return withYear ? `${year}년 ${text}` : text;
}

/** 오후 7시 30분, 오후 5시, 오전 10시 */
export function koreanTime(hour: number, minute = 0): string {
  const period = hour < 12 ? '오전' : '오후';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return minute ? `${period} ${h}시 ${minute}분` : `${period} ${h}시`;
}

/**
 * Korean public holidays (month-day), fixed by the solar calendar, plus the lunar-calendar
 * holidays (설날, 부처님오신날, 추석, with substitute days) of the years the demo is likely to
 * run in. Shows start at 17:00 on weekends and holidays (spec section 9).
 */
const SOLAR_HOLIDAYS = new Set(['01-01', '03-01', '05-05', '06-06', '08-15', '10-03', '10-09', '12-25']);
const LUNAR_HOLIDAYS = new Set([
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-05-05',
  '2025-05-06',
  '2025-10-05',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-05-24',
  '2026-05-25',
  '2026-09-24',
  '2026-09-25',
  '2026-09-26',
  '2027-02-06',
  '2027-02-07',
  '2027-02-08',
  '2027-02-09',
  '2027-05-13',
  '2027-09-14',
  '2027-09-15',
  '2027-09-16',
  '2028-01-26',
  '2028-01-27',
  '2028-01-28',
  '2028-05-02',
  '2028-10-02',
  '2028-10-03',
  '2028-10-04',
]);

export function isHoliday(day: Date): boolean {
  const key = seoulDateKey(day);
  return SOLAR_HOLIDAYS.has(key.slice(5)) || LUNAR_HOLIDAYS.has(key);
}

/** The spec's start-time rule: weekdays 19:30, weekends and holidays 17:00 (Seoul time). */
export function showStartTime(day: Date): { hour: number; minute: number } {
  return isWeekend(day) || isHoliday(day) ? { hour: 17, minute: 0 } : { hour: 19, minute: 30 };
}

/** 2026년 11월 23일 (no weekday), for legal texts. */
export function koreanDatePlain(day: Date): string {
  const { year, month, day: date } = seoulParts(day);
  return `${year}년 ${month}월 ${date}일`;
}

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 2026-11-23 (Mon), for the ASCII-only PDFs. */
export function englishDate(day: Date): string {
  return `${seoulDateKey(day)} (${WEEKDAYS_EN[seoulParts(day).weekday]})`;
}
