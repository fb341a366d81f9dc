import type { Core, Data } from '@strapi/strapi';
import { showStatusOf, type ShowStatus } from '@hall/contract/show-status';
import { DEFAULT_LOCALE, type Locale } from '@hall/contract/locales';
import { KOREAN_ROWS } from '../../../localization/locales';
import { inLocale } from '../../../localization/overlay';

export interface ScheduleItem {
  type: 'show' | 'event';
  documentId: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** Shows: running time in minutes, when staff entered it. */
  runningTimeMinutes?: number | null;
  /** Shows: 공연 상태 (docs/decisions/035). */
  showStatus?: ShowStatus;
  /** Shows: the start a moved show had before; null otherwise. */
  previousStartsAt?: string | null;
  /** The language of the item's texts (docs/decisions/038): a show's where translated, an event's always Korean. */
  locale: Locale;
  /** Events: rental, rehearsal, closure or other. */
  kind?: string;
  note?: string | null;
}

/** What a calendar file says of a show besides what the month calendar shows. */
export interface ShowCalendarFields {
  /** 변경 안내 of a cancelled or moved show. */
  statusNote?: string | null;
  /** iCalendar's SEQUENCE: higher after every change of the show's time or status (api/show/lib/show-changes.ts). */
  calendarSequence?: number;
  performers?: string | null;
}

export type CalendarItem = ScheduleItem & ShowCalendarFields;

const SHOW = 'api::show.show';
const EVENT = 'api::calendar-event.calendar-event';

/** A row of the query engine, typed by the generated content types (types/generated). */
type ShowRow = Data.ContentType<typeof SHOW>;

const SCHEDULE_SHOW_FIELDS = [
  'documentId',
  'title',
  'startsAt',
  'endsAt',
  'runningTimeMinutes',
  'showStatus',
  'previousStartsAt',
];
const CALENDAR_SHOW_FIELDS = ['statusNote', 'calendarSequence', 'performers'];

const isoOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A show row as the schedule lists it; with `calendarFile`, what its calendar file says too. */
export function showItem(show: ShowRow, { calendarFile = false } = {}): CalendarItem {
  return {
    type: 'show',
    documentId: show.documentId,
    locale: (show.locale as Locale | undefined) ?? DEFAULT_LOCALE,
    title: show.title,
    startsAt: new Date(show.startsAt).toISOString(),
    endsAt: isoOrNull(show.endsAt),
    runningTimeMinutes: show.runningTimeMinutes ?? null,
    showStatus: showStatusOf(show),
    previousStartsAt: isoOrNull(show.previousStartsAt),
    ...(calendarFile
      ? {
          statusNote: show.statusNote ?? null,
          calendarSequence: Number(show.calendarSequence ?? 0),
          performers: show.performers ?? null,
        }
      : {}),
  };
}

/** The columns of a show that showItem reads. */
export function showColumns({ calendarFile = false } = {}): string[] {
  return calendarFile ? [...SCHEDULE_SHOW_FIELDS, ...CALENDAR_SHOW_FIELDS] : SCHEDULE_SHOW_FIELDS;
}

/**
 * Everything published that happens in [from, to): shows by start, events by overlap. With
 * `movedAway`, also the moved shows (일정 변경) whose previous start is in the range, at their new
 * start: the month calendar marks the day a visitor may still have in mind (docs/api/calendar.md).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * With `calendarFile`, shows carry what the iCalendar feed needs besides the month calendar's fields;
   * with `locale`, their texts in that language where translated.
   */
  async itemsBetween(
    from: Date,
    to: Date,
    limit = 500,
    {
      calendarFile = false,
      locale = DEFAULT_LOCALE,
      movedAway = false,
    }: { calendarFile?: boolean; locale?: Locale; movedAway?: boolean } = {},
  ): Promise<CalendarItem[]> {
    const inRange = { $gte: from.toISOString(), $lt: to.toISOString() };
    const showTimes = movedAway
      ? { $or: [{ startsAt: inRange }, { showStatus: 'rescheduled' satisfies ShowStatus, previousStartsAt: inRange }] }
      : { startsAt: inRange };
    // The query engine directly: published rows only, without the document service's transaction.
    const [shows, events] = await Promise.all([
      strapi.db
        .query(SHOW)
        .findMany({
          select: showColumns({ calendarFile }),
          where: {
            publishedAt: { $notNull: true },
            ...KOREAN_ROWS,
            ...showTimes,
          },
          orderBy: [{ startsAt: 'asc' }],
          limit,
        })
        .then((rows) => inLocale(strapi, SHOW, rows, locale)),
      strapi.db.query(EVENT).findMany({
        select: ['documentId', 'title', 'startsAt', 'endsAt', 'kind', 'note'],
        where: {
          publishedAt: { $notNull: true },
          startsAt: { $lt: to.toISOString() },
          endsAt: { $gte: from.toISOString() },
        },
        orderBy: [{ startsAt: 'asc' }],
        limit,
      }),
    ]);

    const items: CalendarItem[] = [
      ...shows.map((show) => showItem(show, { calendarFile })),
      ...events.map((event) => ({
        type: 'event' as const,
        documentId: event.documentId,
        title: event.title,
        startsAt: new Date(event.startsAt).toISOString(),
        endsAt: isoOrNull(event.endsAt),
        kind: event.kind,
        note: event.note ?? null,
        locale: DEFAULT_LOCALE,
      })),
    ];
    return items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  },
});
