import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatSeoulDateTime } from '@hall/contract/seoul-time';
import { staff } from './helpers/actors';
import { request } from './helpers/http';
import { seoulDay } from './helpers/rental';
import { inDays, wholeMinuteInDays } from './helpers/test-data';

describe('the schedule: shows and calendar events in one response', () => {
  it('returns the published shows and events of a six-week range, sorted by start', async () => {
    const from = seoulDay(-7);
    const to = seoulDay(35);
    const response = await request(`/api/schedule?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    const items = response.body.data as Array<{ type: string; title: string; startsAt: string }>;
    expect(items.some((item) => item.type === 'show')).toBe(true);
    expect(items.some((item) => item.type === 'event')).toBe(true);
    const starts = items.map((item) => Date.parse(item.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    // The shows that start in the range, and the moved ones whose previous start is in it.
    const { from: rangeStart, to: rangeEnd } = response.body.meta;
    const showsInRange = await request(
      `/api/shows?filters[$or][0][startsAt][$gte]=${rangeStart}&filters[$or][0][startsAt][$lt]=${rangeEnd}` +
        `&filters[$or][1][previousStartsAt][$gte]=${rangeStart}&filters[$or][1][previousStartsAt][$lt]=${rangeEnd}` +
        `&filters[$or][1][showStatus]=rescheduled&pagination[pageSize]=1`,
    );
    expect(items.filter((item) => item.type === 'show')).toHaveLength(showsInRange.body.meta.pagination.total);
    expect(Object.keys(items[0]).sort()).not.toContain('createdBy');
  });

  // The exact keys: a field the calendar does not read, added back by accident, shows up here.
  it('carries only the fields the calendar reads', async () => {
    const response = await request(`/api/schedule?from=${seoulDay(-7)}&to=${seoulDay(35)}`);
    const items = response.body.data as Array<Record<string, unknown>>;
    const shows = items.filter((item) => item.type === 'show');
    const events = items.filter((item) => item.type === 'event');
    expect(shows.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    for (const show of shows)
      expect(Object.keys(show).sort()).toEqual([
        'documentId',
        'endsAt',
        'locale',
        'previousStartsAt',
        'runningTimeMinutes',
        'showStatus',
        'startsAt',
        'title',
        'type',
      ]);
    for (const event of events)
      expect(Object.keys(event).sort()).toEqual([
        'documentId',
        'endsAt',
        'kind',
        'locale',
        'note',
        'startsAt',
        'title',
        'type',
      ]);
    expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
  });

  it('leaves drafts out', async () => {
    const title = `초안 일정 ${Date.now()}`;
    const draft = await staff.create('api::calendar-event.calendar-event', {
      title,
      kind: 'rental',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 90_000_000).toISOString(),
    });
    try {
      const response = await request(`/api/schedule?from=${seoulDay(0)}&to=${seoulDay(7)}`);
      expect(response.body.data.map((item: { title: string }) => item.title)).not.toContain(title);
      const feed = await request('/api/calendar.ics');
      expect(feed.text).not.toContain(title);
    } finally {
      await staff.remove('api::calendar-event.calendar-event', draft.documentId);
    }
  });

  it.each([
    ['no range', ''],
    ['a range over six weeks', `?from=${seoulDay(0)}&to=${seoulDay(60)}`],
    ['an empty range', `?from=${seoulDay(3)}&to=${seoulDay(3)}`],
    ['a malformed day', `?from=2026-13-40&to=${seoulDay(3)}`],
    ['an unknown parameter', `?from=${seoulDay(0)}&to=${seoulDay(7)}&populate=*`],
  ])('refuses %s with 400', async (_label, query) => {
    const response = await request(`/api/schedule${query}`);
    expect(response.status).toBe(400);
  });

  it('offers the whole schedule as an iCalendar feed', async () => {
    const response = await request('/api/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(response.text).toContain('X-WR-CALNAME:');
    const nextShow = (
      await request(
        `/api/shows?filters[startsAt][$gte]=${new Date().toISOString()}&sort=startsAt:asc&pagination[pageSize]=1`,
      )
    ).body.data[0];
    expect(response.text).toContain(`/detail/show/${nextShow.documentId}`);
    expect((response.text.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThan(20);
  });
});

describe('a show as an iCalendar file (GET /api/shows/:id/calendar.ics)', () => {
  const SHOW = 'api::show.show';
  const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

  it('carries the published show as one event, cached like the feed, as a download named after the show', async () => {
    const title = `겨울밤의 세레나데 <실내악> ${Date.now()}`;
    const startsAt = inDays(20).replace(/\.\d{3}Z$/, '.000Z');
    const show = await staff.create(
      SHOW,
      { title, startsAt, runningTimeMinutes: 100, isOrganized: false, performers: '현악 사중주단, 피아노 김하늘' },
      { publish: true },
    );
    try {
      const path = `/api/shows/${show.documentId}/calendar.ics`;
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="show.ics"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(
        `겨울밤의 세레나데 실내악 ${title.split(' ').at(-1)}.ics`,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.get('etag')).toMatch(/^W\//);

      const text = response.text;
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      // Unfolded (RFC 5545 folds lines at 75 octets) to read the values whole.
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`UID:show-${show.documentId}@`);
      expect(unfolded).toContain(`DTSTART:${icsTime(startsAt)}`);
      expect(unfolded).toContain(`DTEND:${icsTime(new Date(Date.parse(startsAt) + 100 * 60_000).toISOString())}`);
      expect(unfolded).toContain(`SUMMARY:${title}`);
      expect(unfolded).toMatch(/LOCATION:.+\\, /);
      expect(unfolded).toContain(`URL:`);
      expect(unfolded).toContain(`/detail/show/${show.documentId}`);
      expect(unfolded).toContain('DESCRIPTION:현악 사중주단\\, 피아노 김하늘\\n\\n');
      expect(text.trimEnd().endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);

      const again = await request(path);
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(again.text).toBe(text);
      expect(again.headers.get('content-disposition')).toBe(disposition);

      // The feed carries the same event for the show.
      const feed = (await request('/api/calendar.ics')).text.replace(/\r\n[ \t]/g, '');
      expect(feed).toContain(`UID:show-${show.documentId}@`);

      // Unpublished, it is gone at once, from the cache too.
      await staff.unpublish(SHOW, show.documentId);
      expect((await request(path)).status).toBe(404);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('responds 404 to an unknown show and to a show that is only a draft', async () => {
    expect((await request('/api/shows/no-such-show/calendar.ics')).status).toBe(404);
    const draft = await staff.create(SHOW, {
      title: `초안 공연 ${Date.now()}`,
      startsAt: inDays(5),
      isOrganized: false,
    });
    try {
      expect((await request(`/api/shows/${draft.documentId}/calendar.ics`)).status).toBe(404);
    } finally {
      await staff.remove(SHOW, draft.documentId);
    }
  });

  it('refuses parameters with 400', async () => {
    const id = (await request('/api/shows?pagination[pageSize]=1')).body.data[0].documentId;
    expect((await request(`/api/shows/${id}/calendar.ics?populate=*`)).status).toBe(400);
  });
});

describe('a cancelled or moved show in the calendar files (docs/decisions/035)', () => {
  const SHOW = 'api::show.show';

  interface ParsedEvent {
    uid: string;
    sequence: number;
    status: string | null;
    start: string;
    summary: string;
    description: string;
  }

  /** The show's event as a real iCalendar parser (ical.js) reads it, from its own file and from the feed. */
  async function eventsOf(documentId: string): Promise<{ file: ParsedEvent; feed: ParsedEvent }> {
    const parse = (text: string): ParsedEvent[] =>
      new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return {
          uid: event.uid,
          sequence: event.sequence,
          status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
          start: event.startDate.toJSDate().toISOString(),
          summary: event.summary,
          description: event.description ?? '',
        };
      });
    const file = await request(`/api/shows/${documentId}/calendar.ics`);
    expect(file.status).toBe(200);
    const feed = await request('/api/calendar.ics');
    expect(feed.status).toBe(200);
    const [fromFile] = parse(file.text);
    const fromFeed = parse(feed.text).find((event) => event.uid === fromFile!.uid);
    expect(fromFeed).toBeDefined();
    return { file: fromFile!, feed: fromFeed! };
  }

  it('keeps the UID, raises SEQUENCE on every move or cancellation, and marks a cancelled show CANCELLED', async () => {
    const title = `일정이 바뀌는 공연 ${Date.now()}`;
    const planned = wholeMinuteInDays(30);
    const show = await staff.create(
      SHOW,
      { title, startsAt: planned, runningTimeMinutes: 90, isOrganized: false },
      { publish: true },
    );
    try {
      const first = await eventsOf(show.documentId);
      expect(first.feed).toEqual(first.file);
      expect(first.file).toMatchObject({ sequence: 0, status: 'CONFIRMED', start: planned, summary: title });
      expect(first.file.uid).toMatch(new RegExp(`^show-${show.documentId}@`));

      // An edit that leaves the time and the status alone is not a new version for calendars.
      await staff.update(SHOW, show.documentId, { performers: '피아노 김하늘' }, { publish: true });
      expect((await eventsOf(show.documentId)).file.sequence).toBe(0);

      // Moved a week later: 일정 변경, the previous start left to the server.
      const moved = wholeMinuteInDays(37);
      await staff.update(SHOW, show.documentId, { showStatus: 'rescheduled', startsAt: moved }, { publish: true });
      const afterMove = await eventsOf(show.documentId);
      expect(afterMove.feed).toEqual(afterMove.file);
      expect(afterMove.file).toMatchObject({ uid: first.file.uid, status: 'CONFIRMED', start: moved, summary: title });
      expect(afterMove.file.sequence).toBeGreaterThan(first.file.sequence);
      expect(afterMove.file.description).toContain(
        `일정 변경: 이전 일정 ${formatSeoulDateTime(planned)} → ${formatSeoulDateTime(moved)}\n\n피아노 김하늘`,
      );
      const detail = (await request(`/api/shows/${show.documentId}`)).body.data;
      expect(detail).toMatchObject({ showStatus: 'rescheduled', previousStartsAt: planned, startsAt: moved });

      // A change saved but not published is not in the files yet.
      await staff.update(SHOW, show.documentId, { startsAt: wholeMinuteInDays(44) });
      expect((await eventsOf(show.documentId)).file).toEqual(afterMove.file);
      await staff.update(SHOW, show.documentId, { startsAt: moved });

      // Cancelled: the same event, marked CANCELLED with a higher SEQUENCE, the word in its title.
      const note = '연주자의 건강 문제로 공연이 취소되었습니다.';
      await staff.update(
        SHOW,
        show.documentId,
        { showStatus: 'cancelled', previousStartsAt: null, statusNote: note },
        { publish: true },
      );
      const afterCancel = await eventsOf(show.documentId);
      expect(afterCancel.feed).toEqual(afterCancel.file);
      expect(afterCancel.file).toMatchObject({
        uid: first.file.uid,
        status: 'CANCELLED',
        start: moved,
        summary: `[공연 취소] ${title}`,
      });
      expect(afterCancel.file.sequence).toBeGreaterThan(afterMove.file.sequence);
      expect(afterCancel.file.description.startsWith(`공연 취소\n${note}\n\n피아노 김하늘\n\n`)).toBe(true);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('lists a moved show in the months of its new and its previous start, and once in the feed', async () => {
    const title = `다른 달로 옮긴 공연 ${Date.now()}`;
    const planned = wholeMinuteInDays(20);
    const moved = wholeMinuteInDays(80);
    const show = await staff.create(
      SHOW,
      { title, startsAt: planned, runningTimeMinutes: 90, isOrganized: false },
      { publish: true },
    );
    const listed = async (fromDay: number) => {
      const response = await request(`/api/schedule?from=${seoulDay(fromDay)}&to=${seoulDay(fromDay + 42)}`);
      expect(response.status).toBe(200);
      return (response.body.data as Array<{ title: string }>).filter((item) => item.title === title);
    };
    try {
      expect(await listed(0)).toHaveLength(1);
      expect(await listed(60)).toEqual([]);

      await staff.update(SHOW, show.documentId, { showStatus: 'rescheduled', startsAt: moved }, { publish: true });
      // One item, at its new start, in the range of either start; none where it never was.
      for (const fromDay of [0, 60])
        expect(await listed(fromDay)).toEqual([
          expect.objectContaining({ startsAt: moved, previousStartsAt: planned, showStatus: 'rescheduled' }),
        ]);
      expect(await listed(30)).toEqual([]);
      const feed = new ICAL.Component(ICAL.parse((await request('/api/calendar.ics')).text));
      const uids = feed.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).uid);
      expect(uids.filter((uid) => uid.startsWith(`show-${show.documentId}@`))).toHaveLength(1);

      // Cancelled, it has no previous start: only the month of its start lists it.
      await staff.update(
        SHOW,
        show.documentId,
        { showStatus: 'cancelled', previousStartsAt: null, statusNote: '공연이 취소되었습니다.' },
        { publish: true },
      );
      expect(await listed(0)).toEqual([]);
      expect(await listed(60)).toEqual([expect.objectContaining({ startsAt: moved, showStatus: 'cancelled' })]);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('takes the sequence from the server, never from the request', async () => {
    const show = await staff.create(
      SHOW,
      {
        title: `차수를 정하려는 공연 ${Date.now()}`,
        startsAt: wholeMinuteInDays(12),
        isOrganized: false,
        calendarSequence: 41,
      },
      { publish: true },
    );
    try {
      expect((await eventsOf(show.documentId)).file.sequence).toBe(0);
      await staff.update(
        SHOW,
        show.documentId,
        { startsAt: wholeMinuteInDays(13), calendarSequence: 7 },
        { publish: true },
      );
      expect((await eventsOf(show.documentId)).file.sequence).toBe(1);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });
});
