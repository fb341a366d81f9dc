import { describe, expect, it } from 'vitest';
import { request } from './helpers/http';

type Entry = Record<string, unknown>;
const keysOf = (entry: unknown) => Object.keys(entry as Entry).sort();

/** An image as the home response sends it: what `srcset`, `width` and `height` need, no more. */
function expectLeanImage(image: unknown) {
  expect(keysOf(image)).toEqual(['alternativeText', 'formats', 'height', 'url', 'width']);
  const formats = (image as { formats: Record<string, unknown> }).formats;
  expect(Object.keys(formats).length).toBeGreaterThan(0);
  for (const format of Object.values(formats)) expect(keysOf(format)).toEqual(['url', 'width']);
}

describe('the home page response', () => {
  // The exact keys: a field the page does not render, added back by accident, shows up here.
  it('carries only the fields the home page renders', async () => {
    const response = await request('/api/home');
    expect(response.status).toBe(200);
    expect(keysOf(response.body)).toEqual(['data', 'meta']);
    expect(response.body.meta).toEqual({});
    const { slides, tickets, notices, popups } = response.body.data as Record<string, any>;
    expect(keysOf(response.body.data)).toEqual(['notices', 'popups', 'slides', 'tickets']);
    expect(slides.length).toBeGreaterThan(0);
    expect(tickets.length).toBeGreaterThan(0);
    expect(popups.length).toBeGreaterThan(0);

    for (const slide of slides) {
      expect(keysOf(slide)).toEqual([
        'documentId',
        'isOrganized',
        'locale',
        'performers',
        'poster',
        'showStatus',
        'startsAt',
        'title',
      ]);
      if (slide.poster) expectLeanImage(slide.poster);
    }
    for (const ticket of tickets) {
      expect(keysOf(ticket)).toEqual([
        'documentId',
        'locale',
        'poster',
        'showStatus',
        'startsAt',
        'ticketUrl',
        'title',
      ]);
      expect(ticket.ticketUrl).toMatch(/^https?:\/\//);
      if (ticket.poster) expectLeanImage(ticket.poster);
    }
    for (const notice of [...notices.general, ...notices.ticketOpen]) {
      expect(keysOf(notice)).toEqual(['category', 'documentId', 'externalUrl', 'locale', 'postedAt', 'title']);
    }
    for (const popup of popups) {
      expect(keysOf(popup)).toEqual(['documentId', 'image', 'linkUrl', 'title']);
      if (popup.image) expectLeanImage(popup.image);
    }
    expect([...slides, ...tickets].some((show: Entry) => show.poster)).toBe(true);
    expect(popups.some((popup: Entry) => popup.image)).toBe(true);
  });

  it('says which shows are cancelled or moved, and leaves cancelled shows out of the ticketing strip', async () => {
    const { slides, tickets } = (await request('/api/home')).body.data as Record<string, Entry[]>;
    for (const show of [...slides, ...tickets])
      expect(['scheduled', 'cancelled', 'rescheduled']).toContain(show.showStatus);
    // The demo content has a cancelled show with a ticket link among the next shows.
    expect(slides.some((show) => show.showStatus === 'cancelled')).toBe(true);
    expect(tickets.filter((show) => show.showStatus === 'cancelled')).toEqual([]);
  });
});
