import { errors, yup, validateYupSchema } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { showColumns, showItem, type CalendarItem } from '../services/schedule';
import { seoulDateKey, seoulWallTimeToDate } from '@hall/contract/seoul-time';
import { hallCalendar, icsCalendar, icsFileName, sendCalendar, type CalendarEntry } from '../lib/ics';
import { KOREAN_ROWS } from '../../../localization/locales';
import { requestedLocale } from '../../../localization/overlay';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The month grid shows 6 weeks; a longer range is refused. */
const MAX_RANGE_DAYS = 42;
/** The feed covers the recent past and the season ahead. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;

const day = yup
  .string()
  .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .required();
const rangeQuery = yup.object({ from: day, to: day, locale: yup.mixed() }).noUnknown().strict();

/** Midnight of a calendar day in Asia/Seoul, as an instant; refuses days that do not exist. */
function midnightOfDay(isoDay: string): Date {
  const [year, month, date] = isoDay.split('-').map(Number);
  const instant = seoulWallTimeToDate(year, month, date);
  if (Number.isNaN(instant.getTime()) || seoulDateKey(instant) !== isoDay) {
    throw new errors.ValidationError(`${isoDay} is not a calendar day`);
  }
  return instant;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/schedule?from=YYYY-MM-DD&to=YYYY-MM-DD[&locale=ko|en] — days in Asia/Seoul, `to`
   * exclusive; shows in English where translated (docs/decisions/038), events in Korean; a moved
   * show also in the range of its previous start.
   */
  async range(ctx) {
    const query = await validateYupSchema(rangeQuery)(ctx.query);
    const locale = requestedLocale(query.locale);
    const from = midnightOfDay(query.from);
    const to = midnightOfDay(query.to);
    const days = (to.getTime() - from.getTime()) / DAY_MS;
    if (days <= 0 || days > MAX_RANGE_DAYS) {
      throw new errors.ValidationError(`the range must cover 1 to ${MAX_RANGE_DAYS} days`);
    }
    const items = await strapi
      .service('api::schedule.schedule')
      .itemsBetween(from, to, undefined, { locale, movedAway: true });
    ctx.body = { data: items, meta: { from: from.toISOString(), to: to.toISOString() } };
  },

  /** GET /api/calendar.ics — every published show and event, for calendar apps to subscribe to. */
  async feed(ctx) {
    if (Object.keys(ctx.query).length > 0) throw new errors.ValidationError('the feed takes no parameters');
    const now = Date.now();
    const items: CalendarItem[] = await strapi
      .service('api::schedule.schedule')
      .itemsBetween(new Date(now - FEED_PAST_DAYS * DAY_MS), new Date(now + FEED_FUTURE_DAYS * DAY_MS), 5000, {
        calendarFile: true,
      });
    const hall = await hallCalendar(strapi);
    sendCalendar(ctx, icsCalendar(items, hall, `${hall.hallName} 일정`), { inline: 'schedule.ics' });
  },

  /** GET /api/shows/:id/calendar.ics — one published show, as a file to add to a calendar. */
  async showCalendar(ctx) {
    if (Object.keys(ctx.query).length > 0) throw new errors.ValidationError('the file takes no parameters');
    const show = await strapi.db.query('api::show.show').findOne({
      select: showColumns({ calendarFile: true }),
      where: { documentId: String(ctx.params.id), publishedAt: { $notNull: true }, ...KOREAN_ROWS },
    });
    if (!show) return ctx.notFound();
    const hall = await hallCalendar(strapi);
    const entry: CalendarEntry = showItem(show, { calendarFile: true });
    sendCalendar(ctx, icsCalendar([entry], hall, show.title), { attachment: icsFileName(show.title) });
  },
});
