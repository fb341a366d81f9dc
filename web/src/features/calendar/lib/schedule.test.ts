import { describe, expect, it } from 'vitest';
import { buildCalendarEvent, buildShow } from '@/testing/fixtures';
import { scheduleEntryOfEvent, scheduleEntryOfShow } from '@/testing/mock-cms';
import { dayKeysOf, entryToItem, entryToItems, groupByDay, isAllDay, timeRangeText } from './schedule';

const showToItem = (show: Parameters<typeof scheduleEntryOfShow>[0]) => entryToItem(scheduleEntryOfShow(show));
const eventToItem = (event: Parameters<typeof scheduleEntryOfEvent>[0]) => entryToItem(scheduleEntryOfEvent(event));

describe('calendar schedule items', () => {
  it('places a late-evening show on its Seoul day, not its UTC day', () => {
    const item = showToItem(buildShow({ startsAt: '2026-11-23T14:30:00.000Z', endsAt: null, runningTimeMinutes: 90 })); // 23:30 KST
    expect(dayKeysOf(item)).toEqual(['2026-11-23', '2026-11-24']);
    expect(timeRangeText(item)).toBe('11.23 23:30–11.24 01:00');
    expect(timeRangeText(item, '2026-11-23')).toBe('23:30–');
    expect(timeRangeText(item, '2026-11-24')).toBe('–01:00');
  });

  it('treats 00:00–00:00 Seoul events as all-day and does not spill into the end day', () => {
    const closure = eventToItem(
      buildCalendarEvent({ kind: 'closure', startsAt: '2026-11-29T15:00:00.000Z', endsAt: '2026-12-01T15:00:00.000Z' }),
    );
    expect(isAllDay(closure)).toBe(true);
    expect(dayKeysOf(closure)).toEqual(['2026-11-30', '2026-12-01']);
    expect(timeRangeText(closure)).toBe('');
  });

  it('groups by day and sorts each day by start time', () => {
    const late = showToItem(buildShow({ title: '저녁', startsAt: '2026-11-24T10:30:00.000Z' }));
    const early = eventToItem(
      buildCalendarEvent({ title: '오전', startsAt: '2026-11-24T00:00:00.000Z', endsAt: '2026-11-24T03:00:00.000Z' }),
    );
    const byDay = groupByDay([late, early]);
    expect(byDay.get('2026-11-24')?.map((item) => item.title)).toEqual(['오전', '저녁']);
    expect(timeRangeText(early)).toBe('09:00–12:00');
  });

  it('carries a cancelled or moved show’s change, and nothing for a show that goes ahead', () => {
    const startsAt = '2026-11-24T10:30:00.000Z';
    expect(showToItem(buildShow({ startsAt, showStatus: 'scheduled' }))).not.toHaveProperty('change');
    expect(showToItem(buildShow({ startsAt, showStatus: null }))).not.toHaveProperty('change');
    expect(showToItem(buildShow({ startsAt, showStatus: 'cancelled' }))).toMatchObject({ change: 'cancelled' });
    const moved = showToItem(
      buildShow({ startsAt, showStatus: 'rescheduled', previousStartsAt: '2026-11-17T10:30:00.000Z' }),
    );
    expect(moved.change).toBe('rescheduled');
    expect(moved.previousStart?.toISOString()).toBe('2026-11-17T10:30:00.000Z');
  });

  it('marks the day a moved show was planned with its new start, and no other show', () => {
    const startsAt = '2026-11-24T10:30:00.000Z';
    const show = buildShow({ startsAt, showStatus: 'rescheduled', previousStartsAt: '2026-11-17T10:30:00.000Z' });
    const [moved, mark, ...rest] = entryToItems(scheduleEntryOfShow(show));
    expect(rest).toEqual([]);
    expect(mark).toMatchObject({ id: `${moved!.id}-moved`, kind: 'show', title: show.title, to: moved!.to });
    expect(mark!.change).toBe('rescheduled');
    expect(mark!.movedTo?.toISOString()).toBe(startsAt);
    expect(mark).not.toHaveProperty('previousStart');
    expect(dayKeysOf(mark!)).toEqual(['2026-11-17']);
    const byDay = groupByDay([moved!, mark!]);
    expect(byDay.get('2026-11-17')).toEqual([mark]);
    expect(byDay.get('2026-11-24')).toEqual([moved]);

    expect(entryToItems(scheduleEntryOfShow(buildShow({ startsAt, showStatus: 'cancelled' })))).toHaveLength(1);
    expect(entryToItems(scheduleEntryOfShow(buildShow({ startsAt })))).toHaveLength(1);
  });
});
