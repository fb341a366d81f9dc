/**
 * Date logic of the site in the hall's time zone (Asia/Seoul), whatever the visitor's
 * browser is set to. Every function takes the instant(s) it works on, and "now" defaults to the
 * current time so that callers and tests can inject it.
 *
 * Korea has kept standard time without daylight saving since 1988: KST is always UTC+9 (as the
 * cms computes it too, cms/src/utils/seoul-time.ts). Plain arithmetic on that offset, rather
 * than Intl with a time zone, which costs the browser a time-zone database load (about 20 ms on
 * a phone) before the first date of the page can be rendered.
 */

/** KST = UTC+9, all year. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

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

function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/** Calendar fields of an instant as a clock in Seoul shows them. */
export function seoulParts(input: DateInput): SeoulParts {
  const time = toDate(input).getTime();
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
 * The instant at which a Seoul wall clock shows the given fields. Fields may overflow
 * (day 32, day 0) the way Date.UTC allows, which makes day arithmetic simple.
 */
export function seoulWallTimeToDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - SEOUL_OFFSET_MS);
}

/** 00:00 in Seoul of the day that contains the instant. */
export function startOfSeoulDay(input: DateInput = new Date()): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day);
}

/** 00:00 in Seoul of the following day (exclusive end of the day). */
export function startOfNextSeoulDay(input: DateInput = new Date()): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day + 1);
}

/** Adds whole Seoul calendar days, keeping the wall-clock time. */
export function addSeoulDays(input: DateInput, days: number): Date {
  const p = seoulParts(input);
  return seoulWallTimeToDate(p.year, p.month, p.day + days, p.hour, p.minute, p.second);
}

/** Monday 00:00 in Seoul of the week (Monday–Sunday) that contains the instant. */
export function startOfSeoulWeek(input: DateInput = new Date()): Date {
  const p = seoulParts(input);
  const daysSinceMonday = (p.weekday + 6) % 7;
  return seoulWallTimeToDate(p.year, p.month, p.day - daysSinceMonday);
}

/** Sunday 23:59:59.999 in Seoul of the week that contains the instant. */
export function endOfSeoulWeek(input: DateInput = new Date()): Date {
  return new Date(startOfSeoulWeek(addSeoulDays(startOfSeoulWeek(input), 7)).getTime() - 1);
}

/** 'YYYY-MM-DD' of the Seoul calendar day of the instant. */
export function seoulDateKey(input: DateInput = new Date()): string {
  const p = seoulParts(input);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's Seoul calendar day as 'YYYY-MM-DD'. */
export function todayInSeoul(now: DateInput = new Date()): string {
  return seoulDateKey(now);
}

export function isSameSeoulDay(a: DateInput, b: DateInput): boolean {
  return seoulDateKey(a) === seoulDateKey(b);
}

export function isTodayInSeoul(input: DateInput, now: DateInput = new Date()): boolean {
  return isSameSeoulDay(input, now);
}

/** True when the instant falls in the current Monday–Sunday week in Seoul. */
export function isThisWeekInSeoul(input: DateInput, now: DateInput = new Date()): boolean {
  const time = toDate(input).getTime();
  return time >= startOfSeoulWeek(now).getTime() && time <= endOfSeoulWeek(now).getTime();
}

export function koreanWeekday(input: DateInput): string {
  return KOREAN_WEEKDAYS[seoulParts(input).weekday] ?? '';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
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

/** ISO 'YYYY-MM-DDTHH:mm:ss' of the Seoul wall clock, without an offset. */
export function seoulWallClockIso(input: DateInput): string {
  const p = seoulParts(input);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Machine-readable value for a `<time dateTime>` attribute, in Seoul's offset. */
export function seoulIsoWithOffset(input: DateInput): string {
  return `${seoulWallClockIso(input)}+09:00`;
}
