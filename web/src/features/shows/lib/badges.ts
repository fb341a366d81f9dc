import { isThisWeekInSeoul, isTodayInSeoul, type DateInput } from '@hall/contract/seoul-time';

export type ShowBadge = 'today' | 'thisWeek';

/** TODAY when the show starts today in Seoul, else '이번 주' within the Monday–Sunday week. */
export function showBadge(startsAt: string, now: DateInput = new Date()): ShowBadge | null {
  if (isTodayInSeoul(startsAt, now)) return 'today';
  if (isThisWeekInSeoul(startsAt, now)) return 'thisWeek';
  return null;
}
