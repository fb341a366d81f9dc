import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { RENTAL_APPLICATION } from '../api/rental-application/lib/settings';
import { STATUSES, STATUS_LABELS, type ApplicationStatus } from '../api/rental-application/lib/workflow';
import { startOfSeoulDay } from '../utils/seoul-time';
import {
  DASHBOARD_PATHS,
  type AwaitingApplication,
  type RentalSummary,
  type ShowPublication,
  type UpcomingShow,
  type UpcomingShows,
} from './dashboard-contract';

const SHOW = 'api::show.show';
const READ = 'plugin::content-manager.explorer.read';

/** Statuses that wait for staff: a new application to review, a review to decide. */
export const AWAITING_STATUSES: ApplicationStatus[] = ['received', 'reviewing'];
export const AWAITING_LIMIT = 5;
export const UPCOMING_LIMIT = 6;

const iso = (value: unknown): string => new Date(value as string).toISOString();

/** The caller may read `uid` in the content manager; answers 403 with the reason otherwise. */
function allowed(ctx: Context, uid: string, message: string): boolean {
  if (ctx.state.userAbility?.can(READ, uid)) return true;
  ctx.status = 403;
  ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message, details: {} } };
  return false;
}

async function rentalSummary(strapi: Core.Strapi): Promise<RentalSummary> {
  const applications = strapi.db.query(RENTAL_APPLICATION);
  const [counts, awaiting, awaitingTotal] = await Promise.all([
    Promise.all(STATUSES.map((status) => applications.count({ where: { applicationStatus: status } }))),
    applications.findMany({
      select: ['documentId', 'company', 'showTitle', 'desiredDate', 'submittedAt', 'applicationStatus'],
      where: { applicationStatus: { $in: AWAITING_STATUSES } },
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      limit: AWAITING_LIMIT,
    }),
    applications.count({ where: { applicationStatus: { $in: AWAITING_STATUSES } } }),
  ]);
  const statuses = STATUSES.map((status, index) => ({ status, label: STATUS_LABELS[status], count: Number(counts[index]) }));
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

/**
 * The next shows from 00:00 today in Seoul, as staff edit them: the draft version of every
 * document (published or not), with whether and how it is on the site.
 */
async function upcomingShows(strapi: Core.Strapi, now: Date): Promise<UpcomingShows> {
  const shows = strapi.db.query(SHOW);
  const where = { publishedAt: { $null: true }, startsAt: { $gte: startOfSeoulDay(now).toISOString() } };
  const [drafts, total] = await Promise.all([
    shows.findMany({
      select: ['documentId', 'title', 'startsAt', 'ticketUrl', 'updatedAt'],
      where,
      populate: { poster: { select: ['id'] } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      limit: UPCOMING_LIMIT,
    }),
    shows.count({ where }),
  ]);
  const published = drafts.length
    ? await shows.findMany({
        select: ['documentId', 'updatedAt'],
        where: { documentId: { $in: drafts.map((draft) => draft.documentId) }, publishedAt: { $notNull: true } },
      })
    : [];
  const publishedAt = new Map(published.map((entry) => [entry.documentId as string, new Date(entry.updatedAt).getTime()]));

  return {
    shows: drafts.map((draft): UpcomingShow => {
      const publishedUpdate = publishedAt.get(draft.documentId);
      // The content manager's own rule for "수정됨": the draft was saved after the last publication.
      const publication: ShowPublication =
        publishedUpdate === undefined ? 'draft' : new Date(draft.updatedAt).getTime() > publishedUpdate ? 'modified' : 'published';
      return {
        documentId: draft.documentId,
        title: draft.title,
        startsAt: iso(draft.startsAt),
        publication,
        hasPoster: Boolean(draft.poster),
        hasTicketUrl: typeof draft.ticketUrl === 'string' && draft.ticketUrl.trim() !== '',
      };
    }),
    total: Number(total),
  };
}

/**
 * The admin home page's data (src/admin/widgets), as admin-API routes (called from src/index.ts
 * register). Each route answers only what its widget shows, and only to staff who may read the
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
          if (!allowed(ctx, RENTAL_APPLICATION, '대관 신청을 볼 권한이 없습니다.')) return;
          noStore(ctx);
          ctx.body = { data: await rentalSummary(strapi) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { type: 'admin' },
      },
      {
        method: 'GET',
        path: DASHBOARD_PATHS.upcomingShows,
        handler: async (ctx: Context) => {
          if (!allowed(ctx, SHOW, '공연을 볼 권한이 없습니다.')) return;
          noStore(ctx);
          ctx.body = { data: await upcomingShows(strapi, new Date()) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { type: 'admin' },
      },
    ],
  });
}
