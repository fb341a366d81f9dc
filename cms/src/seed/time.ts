import { SEOUL_OFFSET_MS } from '@hall/contract/seoul-time';

/**
 * Calendar arithmetic in Asia/Seoul. Korea has no daylight saving time, so KST is always
 * UTC+9 and a Seoul wall-clock time converts to a UTC instant by subtracting nine hours.
 *
 * A "day" here is a whole number: days since 1970-01-01 on the Seoul calendar.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeoulDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

export const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The Seoul calendar day that contains the instant `now`. */
export function seoulDay(now: Date): number {
  return Math.floor((now.getTime() + SEOUL_OFFSET_MS) / DAY_MS);
}

export function dayToDate(day: number): SeoulDate {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function dateToDay(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function isWeekend(day: number): boolean {
  const w = weekday(day);
  return w === 0 || w === 6;
}

/** The UTC instant of a Seoul wall-clock time on `day`. */
export function kstInstant(day: number, hour: number, minute = 0): Date {
  return new Date(day * DAY_MS + (hour * 60 + minute) * 60 * 1000 - SEOUL_OFFSET_MS);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60 * 1000);
}

/** First and last day of the Seoul month that contains `day`, shifted by `monthOffset` months. */
export function monthRange(day: number, monthOffset = 0): { first: number; last: number } {
  const { year, month } = dayToDate(day);
  const first = dateToDay(year, month + monthOffset, 1);
  const last = dateToDay(year, month + monthOffset + 1, 1) - 1;
  return { first, last };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-11-23 */
export function isoDate(day: number): string {
  const { year, month, day: d } = dayToDate(day);
  return `${year}-${pad(month)}-${pad(d)}`;
}

/** 2026년 11월 23일(월) */
export function koreanDate(day: number, withYear = true): string {
  const { year, month, day: d } = dayToDate(day);
  const text = `${month}월 ${d}일(${WEEKDAYS_KO[weekday(day)]})`;
  return withYear ? `${year}년 ${text}` : text;
}

/** 오후 7시 30분, 오후 5시, 오전 10시 */
export function koreanTime(hour: number, minute = 0): string {
  const period = hour < 12 ? '오전' : '오후';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return minute ? `${period} ${h}시 ${minute}분` : `${period} ${h}시`;
}

/** 19:30 */
export function clock(hour: number, minute = 0): string {
  return `${pad(hour)}:${pad(minute)}`;
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

export function isHoliday(day: number): boolean {
  const iso = isoDate(day);
  return SOLAR_HOLIDAYS.has(iso.slice(5)) || LUNAR_HOLIDAYS.has(iso);
}

/** The spec's start-time rule: weekdays 19:30, weekends and holidays 17:00 (Seoul time). */
export function showStartTime(day: number): { hour: number; minute: number } {
  return isWeekend(day) || isHoliday(day) ? { hour: 17, minute: 0 } : { hour: 19, minute: 30 };
}

export function addDays(day: number, days: number): number {
  return day + days;
}

/** 2026년 11월 23일 (no weekday), for legal texts. */
export function koreanDatePlain(day: number): string {
  const { year, month, day: d } = dayToDate(day);
  return `${year}년 ${month}월 ${d}일`;
}

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 2026-11-23 (Mon), for the ASCII-only PDFs. */
export function englishDate(day: number): string {
  return `${isoDate(day)} (${WEEKDAYS_EN[weekday(day)]})`;
}
