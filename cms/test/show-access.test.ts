import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEYS, ACCESS_PARAMETER_BOUNDS, ACCESS_SERVICES } from '@hall/contract/access';
import { cacheKey, tierOfKey } from '../src/http-cache/keys';
import { staff, staffToken } from './helpers/actors';
import { request } from './helpers/http';
import { inDays } from './helpers/test-data';

/**
 * 배리어프리 서비스 (docs/decisions/039): the show's access fields on public reads, the show list's
 * `access` filter with its bounds, and the public caches' one entry per set of services.
 */

const SHOW = 'api::show.show';
const SITE_CONFIG = 'api::site-config.site-config';
const html = { accept: 'text/html,application/xhtml+xml' };
const marker = `접근성필터${Date.now().toString(36)}`;
/** The list read of this file's shows only (a title filter), with the access parameter given. */
const listOf = (access: string) =>
  `/api/shows?filters[title][$startsWith]=${encodeURIComponent(marker)}&sort=startsAt:asc&${access}`;
const titlesOf = (response: { body: { data: Array<{ title: string }> } }) =>
  response.body.data.map((show) => show.title);

const created: string[] = [];

beforeAll(async () => {
  const make = async (suffix: string, days: number, access: Record<string, unknown> | null) => {
    const show = await staff.create(
      SHOW,
      { title: `${marker} ${suffix}`, startsAt: inDays(days), isOrganized: false, ...(access ? { access } : {}) },
      { publish: true },
    );
    created.push(show.documentId);
    return show;
  };
  await make('자막·휠체어', 30, {
    captions: true,
    captionsNote: '11월 28일 15시 회차',
    wheelchair: true,
  });
  await make('터치투어', 31, { touchTour: true, touchTourNote: '공연 40분 전 무대 위', relaxed: true });
  await make('제공 없음', 32, null);
});

afterAll(async () => {
  for (const documentId of created) await staff.remove(SHOW, documentId).catch(() => undefined);
});

describe('the access fields on public reads', () => {
  it('lists which services a show offers, without the notes; a show without them reads as none offered', async () => {
    const list = await request(listOf(''));
    expect(list.status).toBe(200);
    const [both, touch, none] = list.body.data;
    expect(Object.keys(both.access).sort()).toEqual(['id', ...ACCESS_SERVICES.map((service) => service.field)].sort());
    expect(both.access).toMatchObject({ captions: true, wheelchair: true, touchTour: false });
    expect(touch.access).toMatchObject({ touchTour: true, relaxed: true, captions: false });
    expect(none.access).toBeNull();
  });

  it('gives the detail the notes too, and nothing private', async () => {
    const [both, , none] = (await request(listOf(''))).body.data;
    const detail = (await request(`/api/shows/${both.documentId}`)).body.data;
    expect(detail.access).toMatchObject({ captions: true, captionsNote: '11월 28일 15시 회차', wheelchair: true });
    for (const field of ['scheduledBy', 'scheduledPublishAt', 'calendarSequence', 'createdBy', 'updatedBy'])
      expect(detail, field).not.toHaveProperty(field);
    expect((await request(`/api/shows/${none.documentId}`)).body.data.access).toBeNull();
  });

  it('refuses a note that is too long or holds control characters, in the admin panel’s save', async () => {
    for (const note of ['가'.repeat(101), '회차\u0007안내', '회차\n안내']) {
      const response = await request(`/content-manager/collection-types/${SHOW}/${created[0]}`, {
        method: 'PUT',
        token: await staffToken(),
        body: { access: { captions: true, captionsNote: note } },
      });
      expect(response.status, note).toBe(400);
      expect(response.body.error.details.errors[0].path, note).toEqual(['access', 'captionsNote']);
    }
  });
});

describe('the show list’s access filter', () => {
  it('returns the shows that offer every named service, in any spelling of the same set', async () => {
    expect(titlesOf(await request(listOf('access=captions')))).toEqual([`${marker} 자막·휠체어`]);
    expect(titlesOf(await request(listOf('access=wheelchair,captions')))).toEqual([`${marker} 자막·휠체어`]);
    expect(titlesOf(await request(listOf('access=captions&access=wheelchair')))).toEqual([`${marker} 자막·휠체어`]);
    expect(titlesOf(await request(listOf('access=touch-tour,relaxed')))).toEqual([`${marker} 터치투어`]);
    expect(titlesOf(await request(listOf('access=captions,touch-tour')))).toEqual([]);
    expect(titlesOf(await request(listOf(`access=${ACCESS_KEYS.join(',')}`)))).toEqual([]);
  });

  it('refuses unknown, repeated, too many, over-long, control-character and operator values with a 400 naming access', async () => {
    const bad = [
      'access=subtitles',
      'access=captions,nope',
      'access=',
      'access=captions,',
      'access=captions,captions',
      `access=${[...ACCESS_KEYS, 'captions'].join(',')}`,
      Array.from({ length: ACCESS_KEYS.length + 1 }, () => 'access=captions').join('&'),
      `access=${'c'.repeat(ACCESS_PARAMETER_BOUNDS.maxLength + 1)}`,
      `access=${'가'.repeat(300)}`,
      'access=captions%01',
      'access=captions%0d%0awheelchair',
      'access=captions%E2%80%AE',
      'access[$ne]=captions',
      'access[$in][0]=captions',
      'access[0]=captions',
      'access[captions]=1',
      "access=captions' OR 1=1--",
      'access=*',
    ];
    for (const query of bad) {
      const response = await request(listOf(query));
      expect(response.status, query).toBe(400);
      expect(response.body.error.name, query).toBe('ValidationError');
      expect(response.body.error.details.errors[0].path, query).toEqual(['query', 'access']);
    }
  });

  it('keeps a NUL a 400 (refused before the read)', async () => {
    expect((await request(listOf('access=captions%00'))).status).toBe(400);
  });
});

describe('the public caches and the access parameter', () => {
  it('serves every spelling of one set of services from one entry', async () => {
    await request(listOf('access=wheelchair,captions'));
    for (const spelling of [
      'access=captions,wheelchair',
      'access=captions&access=wheelchair',
      'access=wheelchair%2Ccaptions',
    ])
      expect((await request(listOf(spelling))).headers.get('x-cache'), spelling).toBe('HIT');
  });

  it('never stores a refused query', async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await request(listOf('access=subtitles'));
      expect(response.status).toBe(400);
      expect(response.headers.get('x-cache')).not.toBe('HIT');
    }
  });

  it('keys an API read by the canonical set, and leaves a refused one as it came (never stored)', () => {
    const canonical = cacheKey('/api/shows', 'access=captions%2Cwheelchair');
    expect(cacheKey('/api/shows', 'access=wheelchair,captions')).toBe(canonical);
    expect(cacheKey('/api/shows', 'access=wheelchair&access=captions')).toBe(canonical);
    expect(cacheKey('/api/shows', 'access=nope')).toContain('access=nope');
    // The other content reads do not take it: dropped like any unknown parameter.
    expect(cacheKey('/api/notices', 'access=captions')).toBe(cacheKey('/api/notices', ''));
  });

  it('keys a show list page by the services it shows: junk shares the entry of the page without it', () => {
    const page = (query: string) => `${cacheKey('/show/schedule', query)} http://127.0.0.1 desktop`;
    expect(page('access=wheelchair,captions,captions')).toBe(page('access=captions,wheelchair'));
    expect(page('access=captions,nope')).toBe(page('access=captions'));
    expect(page(`access=${encodeURIComponent('<script>')}`)).toBe(page(''));
    expect(page(`access=${'x'.repeat(5000)}`)).toBe(page(''));
    expect(tierOfKey(page('access=captions'))).toBe('trial');
    expect(cacheKey('/show/finish', 'access=relaxed,captions')).toBe(
      cacheKey('/show/finish', 'access=captions,relaxed'),
    );
  });

  it('over HTTP: a page asked for with junk services is served from the page’s one entry', async () => {
    const path = '/show/schedule?access=touch-tour';
    await request(path, { headers: html });
    expect((await request(path, { headers: html })).headers.get('x-cache')).toBe('HIT');
    for (let index = 0; index < 20; index += 1) {
      const junk = await request(`/show/schedule?access=touch-tour,junk${index}`, { headers: html });
      expect(junk.status).toBe(200);
      expect(junk.headers.get('x-cache')).toBe('HIT');
    }
  });
});

describe('the site config’s access facilities', () => {
  it('are read in public with their fields', async () => {
    const config = (await request('/api/site-config')).body.data;
    expect(config).toHaveProperty('accessFacilities');
    const facilities = config.accessFacilities;
    if (facilities) {
      for (const key of Object.keys(facilities))
        expect([
          'id',
          'entrance',
          'elevator',
          'wheelchairSeats',
          'companionSeats',
          'accessibleParkingSpaces',
          'accessibleToilet',
          'hearingLoop',
          'guideDogsWelcome',
          'note',
          'contactPhone',
          'contactEmail',
        ]).toContain(key);
    }
    expect(SITE_CONFIG).toBe('api::site-config.site-config');
  });
});
