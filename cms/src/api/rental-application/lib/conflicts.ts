import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hall/contract/labels';
import { seoulDateKey, seoulWallTimeToDate } from '@hall/contract/seoul-time';
import { RENTAL_APPLICATION } from './settings';

/**
 * One date is rented to one applicant (../shared/spec/decisions.md, "Rental business"): what else
 * uses an application's desired day, and the refusal of an approval that would rent a day twice.
 */

/** Statuses that hold the day: approving another application for it is refused. */
export const HOLDING_STATUSES: ApplicationStatus[] = ['approved', 'contracted', 'completed'];
/** Statuses still competing for the day: flagged, not refused. */
export const WAITING_STATUSES: ApplicationStatus[] = ['received', 'reviewing'];

export interface SameDay {
  applications: Array<{
    documentId: string;
    company: string;
    showTitle: string;
    applicationStatus: ApplicationStatus;
    statusLabel: string;
  }>;
  shows: Array<{ documentId: string; title: string; startsAt: string }>;
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
    strapi.documents('api::show.show').findMany({
      status: 'published',
      filters: { startsAt: { $gte: start.toISOString(), $lt: end.toISOString() } },
      fields: ['title', 'startsAt'],
      limit: 20,
    }),
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
