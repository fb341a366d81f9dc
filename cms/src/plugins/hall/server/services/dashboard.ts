import type { Core } from '@strapi/strapi';
import { RENTAL_APPLICATION, applicationFee } from '../../../../rental';
import {
  APPLICATION_STATUSES as STATUSES,
  APPLICATION_STATUS_LABELS as STATUS_LABELS,
  type ApplicationStatus,
} from '@hall/contract/labels';
import { startOfSeoulDay } from '@hall/contract/seoul-time';
import { showStatusOf } from '@hall/contract/show-status';
import { REPORTED_STATUSES, rentalReport, type RentalReport, type ReportRow } from '@hall/contract/rental-report';
import { KOREAN_ROWS } from '../../../../localization/locales';
import {
  type AwaitingApplication,
  type RentalSummary,
  type ShowPublication,
  type UpcomingShow,
  type UpcomingShows,
} from '../../../../admin-api/dashboard-contract';

export const SHOW = 'api::show.show';

/** Statuses that wait for staff: a new application to review, a review to decide. */
export const AWAITING_STATUSES: ApplicationStatus[] = ['received', 'reviewing'];
export const AWAITING_LIMIT = 5;
export const UPCOMING_LIMIT = 6;

/** The fields each widget shows or filters on: the caller's role must let them read all of them. */
export const RENTAL_FIELDS = ['company', 'showTitle', 'desiredDate', 'submittedAt', 'applicationStatus'];
export const SHOW_FIELDS = ['title', 'startsAt', 'poster', 'ticketUrl'];
export const REPORT_FIELDS = ['category', 'desiredDate', 'applicationStatus', 'feeQuote', 'payments'];
/** Far more rentals than a 280-seat hall has in a year (one a day). */
const REPORT_LIMIT = 2000;

export type Filters = Record<string, unknown>;

/** `filters` narrowed to the rows the caller may read (controllers/dashboard.ts). */
/** `filters` narrowed to the rows the caller may read; `reads(field)` for a field a widget can do without. */
export type Scope = ((filters: Filters) => Promise<Filters>) & { reads?: (field: string) => boolean };

const iso = (value: unknown): string => new Date(value as string).toISOString();

async function rentalSummary(strapi: Core.Strapi, scope: Scope): Promise<RentalSummary> {
  const applications = strapi.documents(RENTAL_APPLICATION);
  const awaitingFilters = await scope({ applicationStatus: { $in: AWAITING_STATUSES } });
  const [counts, awaiting, awaitingTotal] = await Promise.all([
    Promise.all(
      STATUSES.map(async (status) =>
        applications.count({ filters: await scope({ applicationStatus: { $eq: status } }) }),
      ),
    ),
    applications.findMany({
      fields: ['company', 'showTitle', 'desiredDate', 'submittedAt', 'applicationStatus'],
      filters: awaitingFilters,
      sort: [{ submittedAt: 'desc' }, { id: 'desc' }],
      limit: AWAITING_LIMIT,
    }),
    applications.count({ filters: awaitingFilters }),
  ]);
  const statuses = STATUSES.map((status, index) => ({
    status,
    label: STATUS_LABELS[status],
    count: Number(counts[index]),
  }));
  return {
    statuses,
    total: statuses.reduce((sum, { count }) => sum + count, 0),
    awaiting: awaiting.map(
      (entry): AwaitingApplication => ({
        documentId: entry.documentId,
        company: entry.company,
        showTitle: entry.showTitle,
        desiredDate: String(entry.desiredDate).slice(0, 10),
        submittedAt: iso(entry.submittedAt),
        status: entry.applicationStatus,
        statusLabel: STATUS_LABELS[entry.applicationStatus as ApplicationStatus],
      }),
    ),
    awaitingTotal: Number(awaitingTotal),
  };
}

/** The month's and its year's report (대관 실적) of the rentals the caller may read. */
async function rentalReportFor(strapi: Core.Strapi, scope: Scope, month: string): Promise<RentalReport> {
  const year = month.slice(0, 4);
  const rows = (await strapi.documents(RENTAL_APPLICATION).findMany({
    // A copy: the document service adds to the list it is given.
    fields: [...REPORT_FIELDS] as never,
    filters: await scope({
      applicationStatus: { $in: REPORTED_STATUSES },
      desiredDate: { $gte: `${year}-01-01`, $lte: `${year}-12-31` },
    }),
    limit: REPORT_LIMIT,
  })) as unknown as Array<Record<string, unknown>>;
  return rentalReport(
    rows.map(
      (row): ReportRow => ({
        category: row.category as ReportRow['category'],
        desiredDate: String(row.desiredDate).slice(0, 10),
        applicationStatus: row.applicationStatus as ApplicationStatus,
        fee: applicationFee(row),
      }),
    ),
    month,
  );
}

/**
 * The next shows from 00:00 today in Seoul, as staff edit them: the draft version of every
 * document (published or not), with whether and how it is on the site.
 */
async function upcomingShows(strapi: Core.Strapi, scope: Scope, now: Date): Promise<UpcomingShows> {
  // 공연 상태 for a role that reads it; a role that does not sees every show as 정상.
  const readsStatus = scope.reads?.('showStatus') ?? false;
  const filters = await scope({ startsAt: { $gte: startOfSeoulDay(now).toISOString() } });
  const shows = strapi.documents(SHOW);
  const [drafts, total] = await Promise.all([
    shows.findMany({
      status: 'draft',
      fields: ['title', 'startsAt', 'ticketUrl', 'updatedAt', ...(readsStatus ? ['showStatus' as const] : [])],
      populate: { poster: { fields: ['id'] } },
      filters,
      sort: [{ startsAt: 'asc' }, { id: 'asc' }],
      limit: UPCOMING_LIMIT,
    }),
    shows.count({ status: 'draft', filters }),
  ]);
  // Whether each of these is on the site, and since when: one query, by the documents already read.
  const published = drafts.length
    ? await strapi.db.query(SHOW).findMany({
        select: ['documentId', 'updatedAt'],
        where: {
          documentId: { $in: drafts.map((draft) => draft.documentId) },
          publishedAt: { $notNull: true },
          ...KOREAN_ROWS,
        },
      })
    : [];
  const publishedAt = new Map(
    published.map((entry) => [entry.documentId as string, new Date(entry.updatedAt).getTime()]),
  );

  return {
    shows: drafts.map((draft): UpcomingShow => {
      const publishedUpdate = publishedAt.get(draft.documentId);
      // The content manager's own rule for "수정됨": the draft was saved after the last publication.
      const publication: ShowPublication =
        publishedUpdate === undefined
          ? 'draft'
          : new Date(draft.updatedAt).getTime() > publishedUpdate
            ? 'modified'
            : 'published';
      return {
        documentId: draft.documentId,
        title: draft.title,
        startsAt: iso(draft.startsAt),
        publication,
        showStatus: readsStatus ? showStatusOf(draft) : 'scheduled',
        hasPoster: Boolean(draft.poster),
        hasTicketUrl: typeof draft.ticketUrl === 'string' && draft.ticketUrl.trim() !== '',
      };
    }),
    total: Number(total),
  };
}

/**
 * What the admin home page's widgets show (src/admin/widgets), computed for the rows a caller's
 * role lets it read (`scope`, made by the controller).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  rentalSummary: (scope: Scope) => rentalSummary(strapi, scope),
  rentalReport: (scope: Scope, month: string) => rentalReportFor(strapi, scope, month),
  upcomingShows: (scope: Scope, now: Date) => upcomingShows(strapi, scope, now),
});
