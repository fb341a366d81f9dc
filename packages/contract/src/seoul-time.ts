/**
 * The hall's calendar (Asia/Seoul), the one copy the cms, its admin panel, its mails and the site
 * share, whatever the server's or the visitor's time zone. Every function takes the instant(s) it
 * works on, and "now" defaults to the current time so that callers and tests can inject it.
 *
 * Korea has kept standard time without daylight saving since 1988: KST is always UTC+9. Plain
 * arithmetic on that offset, rather than Intl with a time zone, which costs a browser a time-zone
 * database load (about 20 ms on a phone) before the first date of a page can be rendered.
 */

/** KST = UTC+9, all year. */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

export type DateInput = Date | string | number;

export interface SeoulParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

function toTime(input: DateInput): number {
  return (input instanceof Date ? input : new Date(input)).getTime();
}

/** Calendar fields of an instant as a clock in Seoul shows them. */
export function seoulParts(input: DateInput): SeoulParts {
  const time = toTime(input);
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(input)}`);
  const wall = new Date(time + SEOUL_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant at which a Seoul wall clock shows the given fields (month 1–12). Fields may
 * overflow (day 32, day 0, month 13) the way Date.UTC allows, which makes day arithmetic simple.
 */
export function seoulWallTimeToDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - SEOUL_OFFSET_MS);
}

/** 00:00 in Seoul of the day that contains the instant. */
export function startOfSeoulDay(input: DateInput = Date.now()): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day);
}

/** 00:00 in Seoul of the following day (exclusive end of the day). */
export function startOfNextSeoulDay(input: DateInput = Date.now()): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day + 1);
}

/** Adds whole Seoul calendar days, keeping the wall-clock time. */
export function addSeoulDays(input: DateInput, days: number): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day + days, p.hour, p.minute, p.second);
}

/** The instant at which a Seoul wall clock shows `hour`:`minute` on the Seoul day of the instant. */
export function atSeoulTime(input: DateInput, hour: number, minute = 0): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day, hour, minute);
}

/** 00:00 in Seoul of the first day of the month that contains the instant, or of a month `monthOffset` away. */
export function startOfSeoulMonth(input: DateInput = Date.now(), monthOffset = 0): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month + monthOffset, 1);
}

/** Monday 00:00 in Seoul of the week (Monday–Sunday) that contains the instant. */
export function startOfSeoulWeek(input: DateInput = Date.now()): Date {
  const p = seoulParts(input);
  const daysSinceMonday = (p.weekday + 6) % 7;
  return seoulWallTimeToDate(p.year, p.month, p.day - daysSinceMonday);
}

/** Sunday 23:59:59.999 in Seoul of the week that contains the instant. */
export function endOfSeoulWeek(input: DateInput = Date.now()): Date {
  return new Date(startOfSeoulWeek(addSeoulDays(startOfSeoulWeek(input), 7)).getTime() - 1);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of the Seoul calendar day of the instant. */
export function seoulDateKey(input: DateInput = Date.now()): string {
  const p = seoulParts(input);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

let today = { key: '', from: 0, to: 0 };

/**
 * Today's Seoul calendar day as 'YYYY-MM-DD'. Computed again only when the Seoul day changes:
 * the cms's read cache asks for it on every request.
 */
export function todayInSeoul(now: DateInput = Date.now()): string {
  const time = toTime(now);
  if (!(time >= today.from && time < today.to)) {
    const from = Math.floor((time + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
    today = { key: seoulDateKey(time), from, to: from + DAY_MS };
  }
  return today.key;
}

/** True for 'YYYY-MM-DD' naming a day that exists (2027-02-29 does not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isSameSeoulDay(a: DateInput, b: DateInput): boolean {
  return seoulDateKey(a) === seoulDateKey(b);
}

export function isTodayInSeoul(input: DateInput, now: DateInput = Date.now()): boolean {
  return isSameSeoulDay(input, now);
}

/** True when the instant falls in the current Monday–Sunday week in Seoul. */
export function isThisWeekInSeoul(input: DateInput, now: DateInput = Date.now()): boolean {
  const time = toTime(input);
  return time >= startOfSeoulWeek(now).getTime() && time <= endOfSeoulWeek(now).getTime();
}

export function koreanWeekday(input: DateInput): string {
  return KOREAN_WEEKDAYS[seoulParts(input).weekday] ?? '';
}

/** 'YYYY.MM.DD' */
export function formatSeoulDate(input: DateInput): string {
  const p = seoulParts(input);
  return `${p.year}.${pad(p.month)}.${pad(p.day)}`;
}

/** 'YYYY.MM.DD (요일)' */
export function formatSeoulDateWithWeekday(input: DateInput): string {
  return `${formatSeoulDate(input)} (${koreanWeekday(input)})`;
}

/** 'HH:mm' */
export function formatSeoulTime(input: DateInput): string {
  const p = seoulParts(input);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'YYYY.MM.DD (요일) HH:mm' */
export function formatSeoulDateTime(input: DateInput): string {
  return `${formatSeoulDateWithWeekday(input)} ${formatSeoulTime(input)}`;
}

/** '2026년 11월 23일 16:05', as the mails write an instant. */
export function formatKoreanDateTime(input: DateInput): string {
  const p = seoulParts(input);
  return `${p.year}년 ${p.month}월 ${p.day}일 ${pad(p.hour)}:${pad(p.minute)}`;
}

/** ISO 'YYYY-MM-DDTHH:mm:ss' of the Seoul wall clock, without an offset. */
export function seoulWallClockIso(input: DateInput): string {
  const p = seoulParts(input);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Machine-readable value for a `<time dateTime>` attribute, in Seoul's offset. */
export function seoulIsoWithOffset(input: DateInput): string {
  return `${seoulWallClockIso(input)}+09:00`;
}
