import type { Core } from '@strapi/strapi';
import { koreanOrderName } from '../shared/staff-name';

const ADMIN_USER = 'admin::user';

interface AdminUserNames {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
}

/**
 * The username Strapi should show for these names: a Korean name in Korean order; none for
 * other names, which Strapi already shows as "given family".
 */
const derivedUsername = (names: AdminUserNames): string | null => koreanOrderName(names);

/** A username nobody typed: empty, or the one derived from the names. */
const isDerived = (user: AdminUserNames): boolean => !user.username || user.username === derivedUsername(user);

/**
 * The admin panel names a staff member by the account's username when there is one, otherwise
 * "firstname lastname" (getDisplayName in Strapi 5.54, in the profile menu, the home page's
 * profile widget, 수정자 and the edit view's 마지막 수정), which puts a Korean family name last.
 * Staff never type a username (the invitation asks for 이름 and 성), so the username is kept as the
 * name in Korean order: set on creation and on every change of the names, unless someone typed
 * a username of their own in 내 프로필.
 */
export function showStaffNamesInKoreanOrder(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [ADMIN_USER],
    beforeCreate(event) {
      const data = event.params.data as AdminUserNames;
      if (isDerived(data)) data.username = derivedUsername(data);
    },
    async beforeUpdate(event) {
      const data = event.params.data as AdminUserNames;
      if (!('firstname' in data) && !('lastname' in data) && !('username' in data)) return;
      const current = (await strapi.db.query(ADMIN_USER).findOne({
        where: event.params.where,
        select: ['firstname', 'lastname', 'username'],
      })) as AdminUserNames | null;
      if (!current) return;
      // The profile form sends the username back unchanged with the names: still derived.
      const typed = 'username' in data && (data.username ?? null) !== (current.username ?? null);
      if (typed && !isDerived({ ...current, ...data })) return;
      if (!typed && !isDerived(current)) return;
      data.username = derivedUsername({ ...current, ...data });
    },
  });
}

/** Accounts created before this rule (or by a restore) get their Korean-order name at start. */
export async function fillStaffDisplayNames(strapi: Core.Strapi): Promise<void> {
  const users = (await strapi.db
    .query(ADMIN_USER)
    .findMany({ select: ['id', 'firstname', 'lastname', 'username'] })) as AdminUserNames[];
  for (const user of users) {
    const wanted = derivedUsername(user);
    if (isDerived(user) && (user.username ?? null) !== wanted) {
      await strapi.db.query(ADMIN_USER).update({ where: { id: user.id }, data: { username: wanted } });
    }
  }
}
