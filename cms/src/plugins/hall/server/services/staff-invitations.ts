import type { Core } from '@strapi/strapi';
import { staffName } from '../../../../shared/staff-name';
import type { PendingInvitation } from '../../../../admin-api/staff-invitations-contract';

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

/**
 * Pending staff invitations. Strapi 5.54 shows an invitation's registration link once, in the
 * dialog that creates the account, and never returns it again (its user API leaves the token
 * out); an owner who closed the dialog could only delete the account and invite again. This
 * lists the accounts that have not registered yet with their link, and issues a new link (the
 * old one stops working) for one that was lost or sent to the wrong person.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(ADMIN_USER);
  const pending = (where: Record<string, unknown> = {}) =>
    users().findMany({
      where: { ...where, registrationToken: { $notNull: true }, isActive: false },
      select: ['id', 'firstname', 'lastname', 'email', 'createdAt', 'registrationToken'],
      populate: { roles: { select: ['name'] } },
      orderBy: { createdAt: 'desc' },
    }) as Promise<InvitedUser[]>;

  return {
    /** Every account invited and not registered yet, newest first. */
    async list(): Promise<PendingInvitation[]> {
      return (await pending()).map(asInvitation);
    },

    /** A new registration link for the pending account `id`; null when there is none. */
    async reissue(id: number): Promise<PendingInvitation | null> {
      const [user] = await pending({ id });
      if (!user) return null;
      const registrationToken = (strapi.service('admin::token') as { createToken(): string }).createToken();
      await users().update({ where: { id }, data: { registrationToken } });
      strapi.log.info(`[admin] a new invitation link was issued for staff account ${id}`);
      return asInvitation({ ...user, registrationToken });
    },
  };
};
