import type { Core } from '@strapi/strapi';

/** Content the whole world may read. Every other content-API action stays closed. */
const PUBLIC_READS = [
  'api::show.show.find',
  'api::show.show.findOne',
  'api::notice.notice.find',
  'api::notice.notice.findOne',
  'api::popup.popup.find',
  'api::calendar-event.calendar-event.find',
  'api::calendar-event.calendar-event.findOne',
  'api::site-config.site-config.find',
  'api::rental-round.rental-round.find',
];

/**
 * What a visitor who is not logged in may do with an account. `refresh` is here because a
 * visitor whose access token has expired (or who just opened the site) has only the refresh
 * cookie. `getSessions` / `revokeSession` (GET/DELETE /api/auth/sessions) stay closed to
 * everyone: the site has no "your devices" screen, and logout ends the caller's own login.
 */
const ANONYMOUS_ACCOUNT_ACTIONS = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
  'plugin::users-permissions.auth.refresh',
];

/**
 * Rental applications. The controller returns 401 to a caller without a login and scopes every
 * call to the caller's own applications, so the public role holds these actions too: without
 * them Strapi would refuse a visitor with 403, and the site needs 401 ("log in first").
 * Nobody gets upload actions: documents travel with the submission and are stored privately.
 * The busy-days calendar and signed document downloads are `auth: false` routes.
 */
const RENTAL_APPLICATION_ACTIONS = [
  'api::rental-application.rental-application.find',
  'api::rental-application.rental-application.findOne',
  'api::rental-application.rental-application.submit',
  'api::rental-application.rental-application.documentLink',
  // POST /api/rental-applications/:id/withdraw: the owner withdraws it (docs/decisions/027).
  'api::rental-application.member-withdrawal.withdraw',
];

/** What a logged-in member may do beyond the public reads: their own profile and applications. */
const MEMBER_ACTIONS = [
  'plugin::users-permissions.user.me',
  // PUT /api/users/me: name and phone number of the caller only (src/auth/profile.ts).
  'plugin::users-permissions.user.updateMe',
  'plugin::users-permissions.auth.changePassword',
  // My page sends a password-change e-mail while logged in.
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.logout',
  // The member's own data (src/auth/member-account.ts, docs/decisions/027).
  'plugin::users-permissions.auth.renewConsent',
  'plugin::users-permissions.auth.exportData',
  'plugin::users-permissions.auth.deleteAccount',
];

export const ROLE_PERMISSIONS: Record<'public' | 'authenticated', string[]> = {
  public: [...PUBLIC_READS, ...ANONYMOUS_ACCOUNT_ACTIONS, ...RENTAL_APPLICATION_ACTIONS],
  authenticated: [...PUBLIC_READS, ...MEMBER_ACTIONS, ...RENTAL_APPLICATION_ACTIONS],
};

const PERMISSION_UID = 'plugin::users-permissions.permission';
const ROLE_UID = 'plugin::users-permissions.role';

/**
 * Makes the public and authenticated roles hold exactly ROLE_PERMISSIONS: missing actions are
 * granted, anything else (for example a box ticked in the admin panel) is withdrawn. Runs on
 * every start, so the access rules are the code, not the state of a database.
 */
export async function applyRolePermissions(strapi: Core.Strapi): Promise<void> {
  for (const [roleType, wanted] of Object.entries(ROLE_PERMISSIONS)) {
    const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: roleType }, populate: ['permissions'] });
    if (!role) throw new Error(`users-permissions role "${roleType}" is missing`);

    const current: Array<{ id: number; action: string }> = role.permissions ?? [];
    const currentActions = new Set(current.map((permission) => permission.action));
    const wantedActions = new Set(wanted);

    const toRemove = current.filter((permission) => !wantedActions.has(permission.action));
    const toAdd = wanted.filter((action) => !currentActions.has(action));

    if (toRemove.length > 0) {
      await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: toRemove.map((p) => p.id) } } });
    }
    for (const action of toAdd) {
      await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
    }
    if (toAdd.length > 0 || toRemove.length > 0) {
      strapi.log.info(`[access] role "${roleType}": granted ${toAdd.length}, withdrawn ${toRemove.length} permissions`);
    }
  }
}
