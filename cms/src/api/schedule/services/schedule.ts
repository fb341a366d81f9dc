import type { Core } from '@strapi/strapi';

export interface ScheduleItem {
  type: 'show' | 'event';
  documentId: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** Shows: running time in minutes, when staff entered it. */
  runningTimeMinutes?: number | null;
  isOrganized?: boolean;
  /** Events: rental, rehearsal, closure or other. */
  kind?: string;
  note?: string | null;
}

const SHOW = 'api::show.show';
const EVENT = 'api::calendar-event.calendar-event';

/** Everything published that happens in [from, to): shows by start, events by overlap. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async itemsBetween(from: Date, to: Date, limit = 500): Promise<ScheduleItem[]> {
    const [shows, events] = await Promise.all([
      strapi.documents(SHOW).findMany({
        status: 'published',
        filters: { startsAt: { $gte: from.toISOString(), $lt: to.toISOString() } },
        fields: ['title', 'startsAt', 'endsAt', 'runningTimeMinutes', 'isOrganized'],
        sort: ['startsAt:asc'],
        limit,
      }),
      strapi.documents(EVENT).findMany({
        status: 'published',
        filters: { startsAt: { $lt: to.toISOString() }, endsAt: { $gte: from.toISOString() } },
        fields: ['title', 'startsAt', 'endsAt', 'kind', 'note'],
        sort: ['startsAt:asc'],
        limit,
      }),
    ]);

    const items: ScheduleItem[] = [
      ...shows.map((show) => ({
        type: 'show' as const,
        documentId: show.documentId,
        title: show.title,
        startsAt: String(show.startsAt),
        endsAt: show.endsAt ? String(show.endsAt) : null,
        runningTimeMinutes: show.runningTimeMinutes ?? null,
        isOrganized: Boolean(show.isOrganized),
      })),
      ...events.map((event) => ({
        type: 'event' as const,
        documentId: event.documentId,
        title: event.title,
        startsAt: String(event.startsAt),
        endsAt: event.endsAt ? String(event.endsAt) : null,
        kind: event.kind,
        note: event.note ?? null,
      })),
    ];
    return items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  },
});
