import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { seoulDateKey } from '@hall/contract/seoul-time';
import { RENTAL_APPLICATION } from '../../../../rental';
import { REPORT_FIELDS, RENTAL_FIELDS, SHOW, SHOW_FIELDS, type Filters } from '../services/dashboard';
import type DashboardService from '../services/dashboard';

/** The content manager's own check of the caller's role for `uid` (its list view uses the same). */
interface PermissionChecker {
  can: { read(entity?: unknown, field?: string): boolean };
  sanitizedQuery: { read(query: { filters: Filters }): Promise<{ filters?: Filters }> };
}

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
  return Object.assign(
    async (filters: Filters): Promise<Filters> => (await checker.sanitizedQuery.read({ filters })).filters ?? {},
    { reads: (field: string): boolean => checker.can.read(null, field) },
  );
}

/**
 * The admin home page's data (src/admin/widgets, paths in admin-api/dashboard-contract.ts). Each
 * route returns only what its widget shows, and only to staff who may read the content type it
 * summarises.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dashboard = () => strapi.plugin('hall').service('dashboard') as ReturnType<typeof DashboardService>;
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  return {
    async rentalApplications(ctx: Context) {
      const scope = readerFor(strapi, ctx, RENTAL_APPLICATION, RENTAL_FIELDS, '대관 신청 현황을 볼 권한이 없습니다.');
      if (!scope) return;
      noStore(ctx);
      ctx.body = { data: await dashboard().rentalSummary(scope) };
    },

    async rentalReport(ctx: Context) {
      const month = ctx.query.month ?? seoulDateKey(new Date()).slice(0, 7);
      if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
        ctx.status = 400;
        ctx.body = {
          data: null,
          error: { status: 400, name: 'ValidationError', message: '월은 YYYY-MM 형식으로 보내주세요.', details: {} },
        };
        return;
      }
      const scope = readerFor(strapi, ctx, RENTAL_APPLICATION, REPORT_FIELDS, '대관 실적을 볼 권한이 없습니다.');
      if (!scope) return;
      noStore(ctx);
      ctx.body = { data: await dashboard().rentalReport(scope, month) };
    },

    async upcomingShows(ctx: Context) {
      const scope = readerFor(strapi, ctx, SHOW, SHOW_FIELDS, '다가오는 공연을 볼 권한이 없습니다.');
      if (!scope) return;
      noStore(ctx);
      ctx.body = { data: await dashboard().upcomingShows(scope, new Date()) };
    },
  };
};
