import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hall/contract/labels';
import { seoulDateKey, seoulWallTimeToDate } from '@hall/contract/seoul-time';
import { SHOW_STATUSES_HOLDING_THE_HALL } from '@hall/contract/show-status';
import type { SameDay } from '@hall/contract/rental-views';
import { RENTAL_APPLICATION } from './settings';

/**
 * One date is rented to one applicant (../shared/spec/decisions.md, "Rental business"): what else
 * uses an application's desired day, and the refusal of an approval that would rent a day twice.
 */

/** Statuses that hold the day: approving another application for it is refused. */
export const HOLDING_STATUSES: ApplicationStatus[] = ['approved', 'contracted', 'completed'];
/** Statuses still competing for the day: flagged, not refused. */
export const WAITING_STATUSES: ApplicationStatus[] = ['received', 'reviewing'];

export type { SameDay };

/**
 * The published shows that start in [start, end) and still take the hall: not cancelled
 * (SHOW_STATUSES_HOLDING_THE_HALL); a show saved before 공연 상태 existed has none and does.
 */
export function showsHoldingTheHall<Field extends 'title' | 'startsAt'>(
  strapi: Core.Strapi,
  start: Date,
  end: Date,
  fields: Field[],
  limit: number,
) {
  return strapi.documents('api::show.show').findMany({
    status: 'published',
    filters: {
      startsAt: { $gte: start.toISOString(), $lt: end.toISOString() },
      $or: [{ showStatus: { $in: [...SHOW_STATUSES_HOLDING_THE_HALL] } }, { showStatus: { $null: true } }],
    },
    fields,
    limit,
  });
}

/** The other applications (not rejected or cancelled) and the published shows on `day` (Seoul). */
export async function sameDay(strapi: Core.Strapi, documentId: string, day: string): Promise<SameDay> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = seoulWallTimeToDate(year, month, date);
  const end = seoulWallTimeToDate(year, month, date + 1);
  const [applications, shows] = await Promise.all([
    strapi.db.query(RENTAL_APPLICATION).findMany({
      where: {
        desiredDate: day,
        documentId: { $ne: documentId },
        applicationStatus: { $in: [...HOLDING_STATUSES, ...WAITING_STATUSES] },
      },
      select: ['documentId', 'company', 'showTitle', 'applicationStatus'],
      orderBy: { submittedAt: 'asc' },
      limit: 50,
    }) as Promise<
      Array<{ documentId: string; company: string; showTitle: string; applicationStatus: ApplicationStatus }>
    >,
    showsHoldingTheHall(strapi, start, end, ['title', 'startsAt'], 20),
  ]);
  return {
    applications: applications.map((row) => ({
      ...row,
      statusLabel: APPLICATION_STATUS_LABELS[row.applicationStatus],
    })),
    shows: shows
      .filter((show) => seoulDateKey(show.startsAt as string) === day)
      .map((show) => ({
        documentId: show.documentId,
        title: String(show.title),
        startsAt: new Date(show.startsAt as string).toISOString(),
      })),
  };
}

/** Approving would rent a day that is already taken: answered with 409 (controllers/rental-application.ts). */
export class DateConflictError extends errors.ApplicationError {
  constructor(message: string, details: SameDay) {
    super(message, details as unknown as Record<string, unknown>);
    (this as { name: string }).name = 'ConflictError';
  }
}

/** Refuses the approval of an application for a day an approved or contracted application or a show already uses. */
export async function checkDayIsFree(strapi: Core.Strapi, documentId: string, day: string): Promise<void> {
  const others = await sameDay(strapi, documentId, day);
  const holder = others.applications.find((row) => HOLDING_STATUSES.includes(row.applicationStatus));
  if (holder) {
    throw new DateConflictError(
      `${day}에는 이미 '${holder.statusLabel}' 상태의 대관 신청이 있습니다: ${holder.company} 「${holder.showTitle}」. 같은 날짜는 한 신청자에게만 대관합니다.`,
      others,
    );
  }
  const show = others.shows[0];
  if (show) {
    throw new DateConflictError(
      `${day}에는 공연 「${show.title}」 일정이 있습니다. 공연이 있는 날짜는 대관할 수 없습니다.`,
      others,
    );
  }
}

/** At most this many days per request: a list page shows at most 100 applications. */
export const HELD_DAYS_MAX = 100;

/**
 * Which of `days` are already held (GET /admin/rental-applications/held-days, the list view's
 * warning badge): by an approved, contracted or completed application or a published show. The
 * value says by what, in Korean.
 */
export async function heldDays(strapi: Core.Strapi, days: string[]): Promise<Record<string, string>> {
  if (days.length === 0) return {};
  const sorted = [...days].sort();
  const [first, last] = [sorted[0]!, sorted[sorted.length - 1]!];
  const [fy, fm, fd] = first.split('-').map(Number) as [number, number, number];
  const [ly, lm, ld] = last.split('-').map(Number) as [number, number, number];
  const [applications, shows] = await Promise.all([
    strapi.db.query(RENTAL_APPLICATION).findMany({
      where: { desiredDate: { $in: days }, applicationStatus: { $in: HOLDING_STATUSES } },
      select: ['desiredDate', 'applicationStatus'],
      limit: 1000,
    }) as Promise<Array<{ desiredDate: string; applicationStatus: ApplicationStatus }>>,
    showsHoldingTheHall(
      strapi,
      seoulWallTimeToDate(fy, fm, fd),
      seoulWallTimeToDate(ly, lm, ld + 1),
      ['startsAt'],
      1000,
    ),
  ]);
  const held: Record<string, string> = {};
  const wanted = new Set(days);
  for (const show of shows) {
    const day = seoulDateKey(show.startsAt as string);
    if (wanted.has(day)) held[day] = '공연 일정이 있는 날짜입니다.';
  }
  for (const row of applications) {
    held[String(row.desiredDate).slice(0, 10)] =
      `'${APPLICATION_STATUS_LABELS[row.applicationStatus]}' 상태의 대관 신청이 있는 날짜입니다.`;
  }
  return held;
}
