import type { Core } from '@strapi/strapi';

/**
 * Creates the first staff account (super admin) from ADMIN_EMAIL and ADMIN_PASSWORD when both
 * are set and no admin with that e-mail exists. An existing account is never changed, so a
 * password changed in the admin panel survives restarts.
 */
export async function ensureStaffAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;

  const existing = await strapi.db.query('admin::user').findOne({ where: { email } });
  if (existing) return;

  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) throw new Error('The super admin role is missing; cannot create the staff admin.');

  await strapi.service('admin::user').create({
    email,
    firstname: process.env.ADMIN_FIRSTNAME || '관리자',
    lastname: process.env.ADMIN_LASTNAME || '공연장',
    password,
    isActive: true,
    // The admin panel opens in Korean for this account; each user can switch in their profile.
    preferedLanguage: 'ko',
    registrationToken: null,
    roles: [superAdminRole.id],
  });
  strapi.log.info(`[admin] staff admin ${email} created`);
}
