import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { staffName } from '../utils/staff-name';
import type { PendingInvitation } from './staff-invitations-contract';

const ADMIN_USER = 'admin::user';

interface InvitedUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email: string;
  createdAt: string;
  registrationToken: string | null;
  roles?: Array<{ name: string }>;
}

const asInvitation = (user: InvitedUser): PendingInvitation => ({
  id: user.id,
  name: staffName(user) ?? user.email,
  email: user.email,
  roles: (user.roles ?? []).map((role) => role.name),
  invitedAt: new Date(user.createdAt).toISOString(),
  registrationToken: user.registrationToken!,
});

/** Only who may invite staff (Settings → 사용자 → 초대, `admin::users.create`) sees the links. */
const INVITER = {
  policies: [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: ['admin::users.create'] } },
  ],
};

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
 * Pending staff invitations. Strapi 5.54 shows an invitation's registration link once, in the
 * dialog that creates the account, and never returns it again (its user API leaves the token
 * out); an owner who closed the dialog could only delete the account and invite again. These
 * routes list the accounts that have not registered yet with their link, and issue a new link
 * (the old one stops working) for one that was lost or sent to the wrong person.
 */
export function registerStaffInvitations(strapi: Core.Strapi): void {
  const users = () => strapi.db.query(ADMIN_USER);
  const pending = (where: Record<string, unknown> = {}) =>
    users().findMany({
      where: { ...where, registrationToken: { $notNull: true }, isActive: false },
      select: ['id', 'firstname', 'lastname', 'email', 'createdAt', 'registrationToken'],
      populate: { roles: { select: ['name'] } },
      orderBy: { createdAt: 'desc' },
    }) as Promise<InvitedUser[]>;

  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/admin/staff-invitations',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'private, no-store');
          ctx.body = { data: (await pending()).map(asInvitation) };
        },
        config: INVITER,
        info: { type: 'admin' },
      },
      {
        method: 'POST',
        path: '/admin/staff-invitations/:id/reissue',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'private, no-store');
          const id = Number(ctx.params.id);
          if (!/^[1-9]\d{0,9}$/.test(String(ctx.params.id)) || !Number.isSafeInteger(id)) return notFound(ctx);
          const [user] = await pending({ id });
          if (!user) return notFound(ctx);
          const registrationToken = (strapi.service('admin::token') as { createToken(): string }).createToken();
          await users().update({ where: { id }, data: { registrationToken } });
          strapi.log.info(`[admin] a new invitation link was issued for staff account ${id}`);
          ctx.body = { data: asInvitation({ ...user, registrationToken }) };
        },
        config: INVITER,
        info: { type: 'admin' },
      },
    ],
  });
}
