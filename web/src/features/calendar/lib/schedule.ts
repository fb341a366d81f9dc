import type { Locale } from '@hall/contract/locales';
import type { CalendarEventKind } from '@/shared/api/types';
import type { ScheduleEntry } from '../api/get-schedule';
import { addSeoulDays, formatSeoulTime, seoulDateKey, seoulParts, startOfSeoulDay } from '@hall/contract/seoul-time';
import { showStatusOf } from '@hall/contract/show-status';
import { showEndsAt } from '@hall/contract/show-times';

export type ScheduleKind = 'show' | CalendarEventKind;

/** A show that does not go ahead as planned (docs/decisions/035). */
export type ScheduleChange = 'cancelled' | 'rescheduled';

/** One entry of the calendar: a show or a staff-entered event, in real instants. */
export interface ScheduleItem {
  id: string;
  kind: ScheduleKind;
  title: string;
  start: Date;
  end: Date;
  /** Show detail page, for shows. */
  to?: string;
  note?: string | null;
  /** A cancelled or moved show. */
  change?: ScheduleChange;
  /** A moved show's start before the move. */
  previousStart?: Date;
  /**
   * The mark of a moved show on the day it was planned (at its previous start): its new start.
   * A visitor who kept the old date finds it there.
   */
  movedTo?: Date;
  /** The language of its title: a show's as the API says (absent: Korean); staff's events are Korean. */
  locale?: Locale;
}

/** A schedule entry in real instants; a show without an end lasts its running time (@hall/contract/show-times). */
export function entryToItem(entry: ScheduleEntry): ScheduleItem {
  const start = new Date(entry.startsAt);
  if (entry.type === 'show') {
    const status = showStatusOf(entry);
    return {
      id: `show-${entry.documentId}`,
      kind: 'show',
      title: entry.title,
      start,
      end: showEndsAt(entry),
      to: `/detail/show/${entry.documentId}`,
      ...(entry.locale ? { locale: entry.locale } : {}),
      ...(status === 'scheduled' ? {} : { change: status }),
      ...(status === 'rescheduled' && entry.previousStartsAt
        ? { previousStart: new Date(entry.previousStartsAt) }
        : {}),
    };
  }
  return {
    id: `event-${entry.documentId}`,
    kind: entry.kind,
    title: entry.title,
    start,
    end: entry.endsAt ? new Date(entry.endsAt) : start,
    note: entry.note,
  };
}

/**
 * The calendar's items of a schedule entry: the entry, and for a moved show a mark on its previous
 * start's day (the schedule lists a moved show in the range of either start, docs/api/calendar.md).
 */
export function entryToItems(entry: ScheduleEntry): ScheduleItem[] {
  const item = entryToItem(entry);
  if (!item.previousStart) return [item];
  const { previousStart, ...show } = item;
  return [item, { ...show, id: `${item.id}-moved`, start: previousStart, end: previousStart, movedTo: item.start }];
}

/** Seoul day keys ('YYYY-MM-DD') an item covers; an end at exactly 00:00 does not cover that day. */
export function dayKeysOf(item: ScheduleItem): string[] {
  const keys: string[] = [];
  const lastInstant = new Date(Math.max(item.start.getTime(), item.end.getTime() - 1));
  let day = startOfSeoulDay(item.start);
  const lastKey = seoulDateKey(lastInstant);
  for (let guard = 0; guard < 370; guard += 1) {
    const key = seoulDateKey(day);
    keys.push(key);
    if (key === lastKey) break;
    day = addSeoulDays(day, 1);
  }
  return keys;
}

/** Items grouped by Seoul day, each day sorted by start time. */
export function groupByDay(items: ScheduleItem[]): Map<string, ScheduleItem[]> {
  const map = new Map<string, ScheduleItem[]>();
  for (const item of items) {
    for (const key of dayKeysOf(item)) {
      const list = map.get(key) ?? [];
      list.push(item);
      map.set(key, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => a.start.getTime() - b.start.getTime());
  return map;
}

/** True when an item runs from 00:00 to 00:00 in Seoul (one or more whole days). */
export function isAllDay(item: ScheduleItem): boolean {
  return (
    item.end.getTime() > item.start.getTime() &&
    startOfSeoulDay(item.start).getTime() === item.start.getTime() &&
    startOfSeoulDay(item.end).getTime() === item.end.getTime()
  );
}

function shortDate(date: Date): string {
  const p = seoulParts(date);
  return `${p.month}.${p.day}`;
}

/**
 * Time text in Seoul: 'HH:mm–HH:mm' within a day; for an item over several days either
 * 'M.D HH:mm–M.D HH:mm', or with `dayKey` the part on that day ('HH:mm–', '–HH:mm', '').
 * Empty for all-day items.
 */
export function timeRangeText(item: ScheduleItem, dayKey?: string): string {
  if (isAllDay(item)) return '';
  const startKey = seoulDateKey(item.start);
  const endKey = seoulDateKey(new Date(Math.max(item.start.getTime(), item.end.getTime() - 1)));
  if (startKey === endKey) return `${formatSeoulTime(item.start)}–${formatSeoulTime(item.end)}`;
  if (!dayKey)
    return `${shortDate(item.start)} ${formatSeoulTime(item.start)}–${shortDate(item.end)} ${formatSeoulTime(item.end)}`;
  if (dayKey === startKey) return `${formatSeoulTime(item.start)}–`;
  if (dayKey === endKey) return `–${formatSeoulTime(item.end)}`;
  return '';
}
