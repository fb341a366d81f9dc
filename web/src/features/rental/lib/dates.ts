import { formatSeoulDateWithWeekday, seoulWallTimeToDate } from '@hall/contract/seoul-time';

/** 'YYYY.MM.DD (요일)' of a calendar day given as 'YYYY-MM-DD' (a date field of the cms). */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return formatSeoulDateWithWeekday(seoulWallTimeToDate(Number(match[1]), Number(match[2]), Number(match[3]), 12));
}
