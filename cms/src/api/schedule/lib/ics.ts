import { createEvents, type EventAttributes } from 'ics';
import { SHOW_STATUS_BADGES } from '@hall/contract/labels';
import { SHOW_ICS_STATUS, showStatusLine, showStatusOf } from '@hall/contract/show-status';
import { showEndsAt } from '@hall/contract/show-times';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { publicUrl } from '../../../email/mailer';
import type { CalendarItem } from '../services/schedule';

/**
 * The one iCalendar implementation (the `ics` library): the subscribable feed of the whole
 * schedule (GET /api/calendar.ics) and a show's own file (GET /api/shows/:id/calendar.ics) are
 * both made here, with the same event for a show.
 */

/** A show or an event of the schedule, with what a calendar file says of a show. */
export type CalendarEntry = CalendarItem;

/** What every event of the hall shares. */
export interface HallCalendar {
  hallName: string;
  address?: string | null;
  /** The configured public address, never a request's Host: the files are cached for everyone. */
  siteUrl: string;
}

export async function hallCalendar(strapi: Core.Strapi): Promise<HallCalendar> {
  const config = await strapi
    .documents('api::site-config.site-config')
    .findFirst({ fields: ['hallName', 'address'], status: 'published' });
  return { hallName: config?.hallName ?? '공연장', address: config?.address, siteUrl: publicUrl(strapi) };
}

export function showPageUrl(hall: HallCalendar, documentId: string): string {
  return `${hall.siteUrl}/detail/show/${documentId}`;
}

function eventOf(entry: CalendarEntry, hall: HallCalendar): EventAttributes {
  const common = {
    uid: `${entry.type}-${entry.documentId}@${new URL(hall.siteUrl).hostname}`,
    title: entry.title,
    start: Date.parse(entry.startsAt),
    end: showEndsAt(entry).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    location: hall.address ? `${hall.hallName}, ${hall.address}` : hall.hallName,
  } as const;
  if (entry.type === 'event') return { ...common, description: entry.note ?? undefined, categories: ['일정'] };
  const url = showPageUrl(hall, entry.documentId);
  const status = showStatusOf(entry);
  const change = showStatusLine(entry);
  const description = [change && [change, entry.statusNote].filter(Boolean).join('\n'), entry.performers]
    .filter(Boolean)
    .join('\n\n');
  return {
    ...common,
    // Calendar apps that ignore STATUS still show the word in the title.
    title: status === 'cancelled' ? `[${SHOW_STATUS_BADGES.cancelled}] ${entry.title}` : entry.title,
    // A moved or cancelled show keeps its UID; a higher SEQUENCE makes calendars replace their copy.
    status: SHOW_ICS_STATUS[status],
    sequence: entry.calendarSequence ?? 0,
    url,
    categories: ['공연'],
    ...(description ? { description: `${description}\n\n${url}` } : {}),
  };
}

/** An iCalendar file (RFC 5545) of `entries`, named `name` in calendar apps. */
export function icsCalendar(entries: CalendarEntry[], hall: HallCalendar, name: string): string {
  const { error, value } = createEvents(
    entries.map((entry) => eventOf(entry, hall)),
    { productId: `-//${hall.hallName}//schedule//KO`, calName: name },
  );
  if (error || !value) throw error ?? new Error('could not build the iCalendar file');
  return value;
}

/** A file name that every system accepts, from a show's title. */
export function icsFileName(title: string): string {
  const safe = title
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'show'}.ics`;
}

/**
 * Sends an iCalendar file: `inline` for the feed calendar apps subscribe to, a download named
 * `fileName` otherwise (RFC 6266: UTF-8 name, with an ASCII fallback for old clients).
 */
export function sendCalendar(ctx: Context, body: string, disposition: { inline: string } | { attachment: string }) {
  if ('attachment' in disposition) ctx.attachment(disposition.attachment, { fallback: 'show.ics' });
  else ctx.set('Content-Disposition', `inline; filename="${disposition.inline}"`);
  ctx.set('Content-Type', 'text/calendar; charset=utf-8');
  ctx.body = body;
}
