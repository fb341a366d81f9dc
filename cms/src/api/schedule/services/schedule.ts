import type { Core } from '@strapi/strapi';

export interface ScheduleItem {
  type: 'show' | 'event';
  documentId: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** Shows: running time in minutes, when staff entered it. */
  runningTimeMinutes?: number | null;
  /** Events: rental, rehearsal, closure or other. */
  kind?: string;
  note?: string | null;
}

const SHOW = 'api::show.show';
const EVENT = 'api::calendar-event.calendar-event';

/** Everything published that happens in [from, to): shows by start, events by overlap. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async itemsBetween(from: Date, to: Date, limit = 500): Promise<ScheduleItem[]> {
    // The query engine directly: published rows only, without the document service's transaction.
    const [shows, events] = await Promise.all([
      strapi.db.query(SHOW).findMany({
        select: ['documentId', 'title', 'startsAt', 'endsAt', 'runningTimeMinutes'],
        where: { publishedAt: { $notNull: true }, startsAt: { $gte: from.toISOString(), $lt: to.toISOString() } },
        orderBy: [{ startsAt: 'asc' }],
        limit,
      }),
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

    const items: ScheduleItem[] = [
      ...shows.map((show) => ({
        type: 'show' as const,
        documentId: show.documentId,
        title: show.title,
        startsAt: new Date(show.startsAt).toISOString(),
        endsAt: show.endsAt ? new Date(show.endsAt).toISOString() : null,
        runningTimeMinutes: show.runningTimeMinutes ?? null,
      })),
      ...events.map((event) => ({
        type: 'event' as const,
        documentId: event.documentId,
        title: event.title,
        startsAt: new Date(event.startsAt).toISOString(),
        endsAt: event.endsAt ? new Date(event.endsAt).toISOString() : null,
        kind: event.kind,
        note: event.note ?? null,
      })),
    ];
    return items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  },
});
