import type { Core } from '@strapi/strapi';
import { hallSettings } from '../utils/hall-settings';

/**
 * Creates the first staff account (super admin) from ADMIN_EMAIL and ADMIN_PASSWORD (config/hall.ts) when both
 * are set and no admin with that e-mail exists. An existing account is never changed, so a
 * password changed in the admin panel survives restarts.
 */
export async function ensureStaffAdmin(strapi: Core.Strapi): Promise<void> {
  const { email, password, firstname, lastname } = hallSettings(strapi, 'firstAdmin');
  if (!email || !password) return;

  const existing = await strapi.db.query('admin::user').findOne({ where: { email } });
  if (existing) return;

  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) throw new Error('The super admin role is missing; cannot create the staff admin.');

  await strapi.service('admin::user').create({
    email,
    firstname,
    lastname,
    password,
    isActive: true,
    // The admin panel opens in Korean for this account; each user can switch in their profile.
    preferedLanguage: 'ko',
    registrationToken: null,
    roles: [superAdminRole.id],
  });
  strapi.log.info(`[admin] staff admin ${email} created`);
}
