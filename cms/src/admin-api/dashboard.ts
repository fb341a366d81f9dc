import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { RENTAL_APPLICATION } from '../api/rental-application/lib/settings';
import {
  APPLICATION_STATUSES as STATUSES,
  APPLICATION_STATUS_LABELS as STATUS_LABELS,
  type ApplicationStatus,
} from '@hall/contract/labels';
import { seoulDateKey, startOfSeoulDay } from '@hall/contract/seoul-time';
import { showStatusOf } from '@hall/contract/show-status';
import { REPORTED_STATUSES, rentalReport, type RentalReport, type ReportRow } from '@hall/contract/rental-report';
import { applicationFee } from '../api/rental-application/lib/fees';
import {
  DASHBOARD_PATHS,
  type AwaitingApplication,
  type RentalSummary,
  type ShowPublication,
  type UpcomingShow,
  type UpcomingShows,
} from './dashboard-contract';

const SHOW = 'api::show.show';

/** Statuses that wait for staff: a new application to review, a review to decide. */
export const AWAITING_STATUSES: ApplicationStatus[] = ['received', 'reviewing'];
export const AWAITING_LIMIT = 5;
export const UPCOMING_LIMIT = 6;

/** The fields each widget shows or filters on: the caller's role must let them read all of them. */
const RENTAL_FIELDS = ['company', 'showTitle', 'desiredDate', 'submittedAt', 'applicationStatus'];
const SHOW_FIELDS = ['title', 'startsAt', 'poster', 'ticketUrl'];
const REPORT_FIELDS = ['category', 'desiredDate', 'applicationStatus', 'feeQuote', 'payments'];
/** Far more rentals than a 280-seat hall has in a year (one a day). */
const REPORT_LIMIT = 2000;

type Filters = Record<string, unknown>;

/** The content manager's own check of the caller's role for `uid` (its list view uses the same). */
interface PermissionChecker {
  can: { read(entity?: unknown, field?: string): boolean };
  sanitizedQuery: { read(query: { filters: Filters }): Promise<{ filters?: Filters }> };
}

const iso = (value: unknown): string => new Date(value as string).toISOString();

function refuse(ctx: Context, message: string): void {
  ctx.status = 403;
  ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message, details: {} } };
}

/**
 * Who may read what, as in the content manager: the role must read the type and every field the
 * widget shows (a filter on an unreadable field would otherwise be dropped and the numbers be
 * wrong), and the rows are those the role's conditions let it see. Null after a 403.
 */
function readerFor(strapi: Core.Strapi, ctx: Context, uid: string, fields: string[], message: string) {
  const checker: PermissionChecker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ctx.state.userAbility, model: uid });
  if (!checker.can.read() || fields.some((field) => !checker.can.read(null, field))) {
    refuse(ctx, message);
    return null;
  }
  /** `filters` narrowed to the rows the caller may read; `reads(field)` for a field the widget can do without. */
  return Object.assign(
    async (filters: Filters): Promise<Filters> => (await checker.sanitizedQuery.read({ filters })).filters ?? {},
    { reads: (field: string): boolean => checker.can.read(null, field) },
  );
}

type Scope = ((filters: Filters) => Promise<Filters>) & { reads?: (field: string) => boolean };

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
async function rentalReportOf(strapi: Core.Strapi, scope: Scope, month: string): Promise<RentalReport> {
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
        where: { documentId: { $in: drafts.map((draft) => draft.documentId) }, publishedAt: { $notNull: true } },
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
 * The admin home page's data (src/admin/widgets), as admin-API routes (called from src/index.ts
 * register). Each route returns only what its widget shows, and only to staff who may read the
 * content type it summarises.
 */
export function registerAdminDashboard(strapi: Core.Strapi): void {
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: DASHBOARD_PATHS.rentalApplications,
        handler: async (ctx: Context) => {
          const scope = readerFor(
            strapi,
            ctx,
            RENTAL_APPLICATION,
            RENTAL_FIELDS,
            '대관 신청 현황을 볼 권한이 없습니다.',
          );
          if (!scope) return;
          noStore(ctx);
          ctx.body = { data: await rentalSummary(strapi, scope) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { type: 'admin' },
      },
      {
        method: 'GET',
        path: DASHBOARD_PATHS.rentalReport,
        handler: async (ctx: Context) => {
          const month = ctx.query.month ?? seoulDateKey(new Date()).slice(0, 7);
          if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
            ctx.status = 400;
            ctx.body = {
              data: null,
              error: {
                status: 400,
                name: 'ValidationError',
                message: '월은 YYYY-MM 형식으로 보내주세요.',
                details: {},
              },
            };
            return;
          }
          const scope = readerFor(strapi, ctx, RENTAL_APPLICATION, REPORT_FIELDS, '대관 실적을 볼 권한이 없습니다.');
          if (!scope) return;
          noStore(ctx);
          ctx.body = { data: await rentalReportOf(strapi, scope, month) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { type: 'admin' },
      },
      {
        method: 'GET',
        path: DASHBOARD_PATHS.upcomingShows,
        handler: async (ctx: Context) => {
          const scope = readerFor(strapi, ctx, SHOW, SHOW_FIELDS, '다가오는 공연을 볼 권한이 없습니다.');
          if (!scope) return;
          noStore(ctx);
          ctx.body = { data: await upcomingShows(strapi, scope, new Date()) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { type: 'admin' },
      },
    ],
  });
}
