import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type StaffInvitations from '../services/staff-invitations';

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = {
    data: null,
    error: {
      status: 404,
      name: 'NotFoundError',
      message: '대기 중인 초대가 없습니다. 이미 가입한 계정일 수 있습니다.',
      details: {},
    },
  };
}

/**
 * GET /admin/staff-invitations and POST /admin/staff-invitations/:id/reissue (routes/admin.ts:
 * `admin::users.create` only), for 설정 → 대기 중인 초대 (docs/decisions/034).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const invitations = () => strapi.plugin('hall').service('staff-invitations') as ReturnType<typeof StaffInvitations>;

  return {
    async list(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await invitations().list() };
    },

    async reissue(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      const id = Number(ctx.params.id);
      if (!/^[1-9]\d{0,9}$/.test(String(ctx.params.id)) || !Number.isSafeInteger(id)) return notFound(ctx);
      const invitation = await invitations().reissue(id);
      if (!invitation) return notFound(ctx);
      ctx.body = { data: invitation };
    },
  };
};
