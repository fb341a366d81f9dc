import type { Locale } from '@hall/contract/locales';
import type { ScheduleRange } from '../api/get-schedule';

/** Six full weeks, Sunday first: the month grid as the calendar renders it (`fixedWeekCount`). */
const GRID_DAYS = 42;
const DAY_MS = 86_400_000;

/**
 * The Seoul days of the month grid that shows `dayKey` (YYYY-MM-DD): `from` is the Sunday on or
 * before the first of the month, `to` the day after the last cell. The same range FullCalendar
 * reports for its month view, known before the calendar's code has loaded.
 */
export function monthGridRange(dayKey: string): ScheduleRange {
  const [year, month] = dayKey.split('-').map(Number) as [number, number];
  const firstOfMonth = Date.UTC(year, month - 1, 1);
  const from = firstOfMonth - new Date(firstOfMonth).getUTCDay() * DAY_MS;
  return { from: isoDay(from), to: isoDay(from + GRID_DAYS * DAY_MS) };
}

/** The first day (YYYY-MM-01) of the month of `dayKey`. */
export const firstOfMonth = (dayKey: string): string => addMonths(dayKey, 0);

/** The first day (YYYY-MM-01) of the month `months` after the month of `dayKey` (before it if negative). */
export function addMonths(dayKey: string, months: number): string {
  const [year, month] = dayKey.split('-').map(Number) as [number, number];
  return isoDay(Date.UTC(year, month - 1 + months, 1));
}

/** The month's title as the calendar's locale writes it: '2026년 11월', 'November 2026'. */
export function monthTitle(dayKey: string, locale: Locale = 'ko'): string {
  const [year, month] = dayKey.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
