import { beforeAll, describe, expect, it } from 'vitest';
import { startOfSeoulDay, startOfSeoulMonth } from '@hall/contract/seoul-time';
import { staff } from './helpers/actors';
import { cmsUrl, request } from './helpers/http';
import { planDemoContent } from '../src/seed/demo-content';
import { seoulDay } from '../src/seed/time';

/**
 * What the seed wrote on the first start. Other test files add shows and notices of their own
 * to the same cms, so the checks below look at the seeded entries, known by their titles.
 * The plan depends on the day, so it is made for the day the seed ran (the oldest notice's),
 * not today's: a run that crosses midnight in Seoul would otherwise expect other titles.
 */
let plan: ReturnType<typeof planDemoContent>;
let seededShowTitles: Set<string>;
let seededNoticeTitles: Set<string>;

beforeAll(async () => {
  const [oldest] = (await staff.list('api::notice.notice', 'sort=createdAt:ASC')).results;
  plan = planDemoContent(seoulDay(new Date(oldest.createdAt)));
  seededShowTitles = new Set(plan.shows.map((show) => show.seed.title));
  seededNoticeTitles = new Set(plan.notices.map((notice) => notice.title));
});

const total = async (path: string) => {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.body.meta.pagination.total as number;
};

describe('demo content seeded on the first start', () => {
  it('has at least 20 upcoming and 20 past shows around today, every one with a poster', async () => {
    const today = startOfSeoulDay().toISOString();
    expect(await total(`/api/shows?filters[startsAt][$gte]=${today}`)).toBeGreaterThanOrEqual(20);
    expect(await total(`/api/shows?filters[startsAt][$lt]=${today}`)).toBeGreaterThanOrEqual(20);

    const listed = (await request('/api/shows?pagination[pageSize]=100')).body.data as Array<Record<string, any>>;
    const shows = listed.filter((show) => seededShowTitles.has(show.title));
    expect(shows.length).toBeGreaterThanOrEqual(40);
    for (const show of shows) {
      expect(show.poster?.url, show.title).toMatch(/^\/uploads\//);
      expect(show.poster.width).toBeGreaterThan(0);
      expect(typeof show.isOrganized).toBe('boolean');
    }
    expect(shows.some((show) => show.isOrganized)).toBe(true);
    expect(shows.some((show) => show.ticketUrl)).toBe(true);
    // Lists carry only what a list shows (docs/decisions/010); the body comes with the detail.
    const details = await Promise.all(shows.slice(0, 10).map((show) => request(`/api/shows/${show.documentId}`)));
    expect(details.some((detail) => Array.isArray(detail.body.data.body) && detail.body.data.body.length > 0)).toBe(
      true,
    );
  });

  it('has one cancelled and one moved show among the upcoming ones, each with its note', async () => {
    const changed = plan.shows.filter((show) => show.showStatus !== 'scheduled');
    expect(changed.map((show) => [show.showStatus, show.upcoming])).toEqual([
      ['cancelled', true],
      ['rescheduled', true],
    ]);
    const listed = (await request('/api/shows?filters[showStatus][$ne]=scheduled&pagination[pageSize]=100')).body
      .data as Array<Record<string, any>>;
    for (const show of changed) {
      const found = listed.find((entry) => entry.title === show.seed.title);
      expect(found, show.seed.title).toMatchObject({
        showStatus: show.showStatus,
        startsAt: show.startsAt.toISOString(),
      });
      const detail = (await request(`/api/shows/${found!.documentId}`)).body.data;
      expect(detail.statusNote).toEqual(expect.any(String));
      if (show.showStatus === 'rescheduled') {
        expect(detail.previousStartsAt).toBe(show.previousStartsAt!.toISOString());
        expect(Date.parse(detail.previousStartsAt)).toBeLessThan(Date.parse(detail.startsAt));
      } else expect(detail.previousStartsAt).toBeNull();
    }
  });

  it('has 30 notices: some not published, some ticket-open with links, some with attachments', async () => {
    expect(seededNoticeTitles.size).toBe(30);
    const all = (await staff.list('api::notice.notice')).results.filter((notice) =>
      seededNoticeTitles.has(notice.title),
    );
    expect(all).toHaveLength(30);
    const hidden = all.filter((notice) => notice.status === 'draft');
    expect(hidden.length).toBeGreaterThan(0);

    const listed = (await request('/api/notices?pagination[pageSize]=100')).body.data as Array<Record<string, any>>;
    const visible = listed.filter((notice) => seededNoticeTitles.has(notice.title));
    expect(visible).toHaveLength(30 - hidden.length);
    const ticketOpen = visible.filter((notice) => notice.category === 'ticketOpen');
    expect(ticketOpen.length).toBeGreaterThan(0);
    for (const notice of ticketOpen) expect(notice.externalUrl).toMatch(/^https:\/\//);
    const details = await Promise.all(visible.map((notice) => request(`/api/notices/${notice.documentId}`)));
    expect(details.filter((detail) => detail.body.data.attachment).length).toBeGreaterThan(0);
  });

  it('has two published popups with images', async () => {
    const popups = (await request('/api/popups')).body.data as Array<Record<string, any>>;
    expect(popups).toHaveLength(2);
    for (const popup of popups) expect(popup.image.url).toMatch(/^\/uploads\//);
  });

  it('has calendar events in this month and the next', async () => {
    for (const month of [0, 1]) {
      const from = startOfSeoulMonth(Date.now(), month).toISOString();
      const to = startOfSeoulMonth(Date.now(), month + 1).toISOString();
      expect(
        await total(`/api/calendar-events?filters[startsAt][$gte]=${from}&filters[startsAt][$lt]=${to}`),
      ).toBeGreaterThan(0);
    }
  });

  it('has a site config with contacts, coordinates, texts and real downloadable files', async () => {
    const config = (await request('/api/site-config')).body.data;
    for (const field of [
      'hallName',
      'address',
      'phone',
      'email',
      'rentalPhone',
      'rentalEmail',
      'privacyPolicy',
      'emailRefusal',
    ]) {
      expect(config[field], field).toEqual(expect.any(String));
      expect(config[field].length, field).toBeGreaterThan(0);
    }
    expect(Number(config.latitude)).toBeGreaterThan(33);
    expect(Number(config.longitude)).toBeGreaterThan(124);

    for (const field of ['seatLayout', 'ancillaryForm', 'showFile']) {
      const file = config[field];
      expect(file?.url, field).toMatch(/^\/uploads\//);
      const download = await fetch(new URL(file.url, cmsUrl()));
      expect(download.status, field).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.length, field).toBeGreaterThan(100);
      expect(download.headers.get('content-type'), field).toContain(file.mime.split(';')[0]);
    }
  });
});
