import { describe, expect, it } from 'vitest';
import { staff } from './helpers/actors';
import { request } from './helpers/http';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** YYYY-MM-DD of the day `offset` days from today in Asia/Seoul. */
function seoulDay(offset = 0): string {
  return new Date(Date.now() + SEOUL_OFFSET_MS + offset * 86_400_000).toISOString().slice(0, 10);
}

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

    const showsInRange = await request(
      `/api/shows?filters[startsAt][$gte]=${response.body.meta.from}&filters[startsAt][$lt]=${response.body.meta.to}&pagination[pageSize]=1`,
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
        'runningTimeMinutes',
        'startsAt',
        'title',
        'type',
      ]);
    for (const event of events)
      expect(Object.keys(event).sort()).toEqual(['documentId', 'endsAt', 'kind', 'note', 'startsAt', 'title', 'type']);
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
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
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
