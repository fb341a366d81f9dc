import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { ensureStaffAdmin } from './bootstrap/admin-user';
import { applyStaffAccess } from './bootstrap/staff-roles';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { seedDemoContentOnce } from './seed/run-once';
import { applyMailSettings } from './email/mailer';
import { registerRentalApplications } from './api/rental-application/lib/register';
import { registerAdminDashboard } from './admin-api/dashboard';
import { invalidateHttpCachesOnChanges, stopHttpCacheInvalidation } from './http-cache/invalidation';
import { registerPublishing } from './publishing/register';
import { registerOperations, startOperations } from './operations';
import { registerDiscoveryRoutes } from './discovery';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRentalApplications(strapi);
    registerAdminDashboard(strapi);
    registerPublishing(strapi);
    registerOperations(strapi);
    registerDiscoveryRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidateHttpCachesOnChanges(strapi);
    await applyRolePermissions(strapi);
    await applyAdminLabels(strapi);
    await applyStaffAccess(strapi);
    await ensureStaffAdmin(strapi);
    if (process.env.SEED_DEMO_CONTENT !== 'false') {
      await seedDemoContentOnce(strapi);
    }
    // After the seed: the reset mail's sender name is the hall's name from the site config.
    await applyMailSettings(strapi);
    await startOperations(strapi);
  },

  async destroy() {
    await stopHttpCacheInvalidation();
  },
};
