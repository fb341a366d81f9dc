/**
 * The hall's calendar. Asia/Seoul has no daylight saving time, so KST is always UTC+9 and a
 * Seoul wall-clock time converts to an instant by subtracting nine hours.
 */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Seoul calendar day (YYYY-MM-DD) that contains the instant. */
export function seoulDateKey(instant: Date | number | string = Date.now()): string {
  return new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;
let today = { key: '', from: 0, to: 0 };

/** `seoulDateKey()` of the current instant, computed again only when the Seoul day changes. */
export function seoulToday(now: number = Date.now()): string {
  if (now < today.from || now >= today.to) {
    const from = Math.floor((now + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
    today = { key: seoulDateKey(now), from, to: from + DAY_MS };
  }
  return today.key;
}

/** 00:00 in Seoul of a calendar day (month 1-12), as an instant; days past the month's end roll over. */
export function seoulMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - SEOUL_OFFSET_MS);
}

/** 00:00 in Seoul of the day that contains the instant. */
export function startOfSeoulDay(instant: Date): Date {
  const [year, month, day] = seoulDateKey(instant).split('-').map(Number);
  return seoulMidnight(year, month, day);
}
