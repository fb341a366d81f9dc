import { createEvents, type EventAttributes } from 'ics';
import { errors, yup, validateYupSchema } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { ScheduleItem } from '../services/schedule';
import { seoulDateKey, seoulWallTimeToDate } from '@hall/contract/seoul-time';
import { publicUrl } from '../../../email/mailer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The month grid shows 6 weeks; a longer range is refused. */
const MAX_RANGE_DAYS = 42;
/** The feed covers the recent past and the season ahead. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;
const DEFAULT_SHOW_MINUTES = 120;

const day = yup
  .string()
  .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .required();
const rangeQuery = yup.object({ from: day, to: day }).noUnknown().strict();

/** Midnight of a calendar day in Asia/Seoul, as an instant; refuses days that do not exist. */
function midnightOfDay(isoDay: string): Date {
  const [year, month, date] = isoDay.split('-').map(Number);
  const instant = seoulWallTimeToDate(year, month, date);
  if (Number.isNaN(instant.getTime()) || seoulDateKey(instant) !== isoDay) {
    throw new errors.ValidationError(`${isoDay} is not a calendar day`);
  }
  return instant;
}

function icsEnd(item: ScheduleItem): number {
  if (item.endsAt) return Date.parse(item.endsAt);
  const minutes = item.runningTimeMinutes ?? DEFAULT_SHOW_MINUTES;
  return Date.parse(item.startsAt) + minutes * 60_000;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/schedule?from=YYYY-MM-DD&to=YYYY-MM-DD — days in Asia/Seoul, `to` exclusive. */
  async range(ctx) {
    const query = await validateYupSchema(rangeQuery)(ctx.query);
    const from = midnightOfDay(query.from);
    const to = midnightOfDay(query.to);
    const days = (to.getTime() - from.getTime()) / DAY_MS;
    if (days <= 0 || days > MAX_RANGE_DAYS) {
      throw new errors.ValidationError(`the range must cover 1 to ${MAX_RANGE_DAYS} days`);
    }
    const items = await strapi.service('api::schedule.schedule').itemsBetween(from, to);
    ctx.body = { data: items, meta: { from: from.toISOString(), to: to.toISOString() } };
  },

  /** GET /api/calendar.ics — every published show and event, for calendar apps to subscribe to. */
  async feed(ctx) {
    if (Object.keys(ctx.query).length > 0) throw new errors.ValidationError('the feed takes no parameters');
    const now = Date.now();
    const items: ScheduleItem[] = await strapi
      .service('api::schedule.schedule')
      .itemsBetween(new Date(now - FEED_PAST_DAYS * DAY_MS), new Date(now + FEED_FUTURE_DAYS * DAY_MS), 5000);
    const config = await strapi
      .documents('api::site-config.site-config')
      .findFirst({ fields: ['hallName', 'address'], status: 'published' });
    const hallName = config?.hallName ?? '공연장';
    // The configured address, never the request's Host: the feed is cached for every visitor.
    const siteUrl = publicUrl(strapi);

    const events: EventAttributes[] = items.map((item) => ({
      uid: `${item.type}-${item.documentId}@${new URL(siteUrl).hostname}`,
      title: item.title,
      start: Date.parse(item.startsAt),
      end: icsEnd(item),
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
      location: config?.address ? `${hallName}, ${config.address}` : hallName,
      ...(item.type === 'show'
        ? { url: `${siteUrl}/detail/show/${item.documentId}`, categories: ['공연'] }
        : { description: item.note ?? undefined, categories: ['일정'] }),
    }));

    const { error, value } = createEvents(events, {
      productId: `-//${hallName}//schedule//KO`,
      calName: `${hallName} 일정`,
    });
    if (error || !value) throw error ?? new Error('could not build the calendar feed');
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Content-Disposition', 'inline; filename="schedule.ics"');
    ctx.body = value;
  },
});
