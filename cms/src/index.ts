import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { ensureStaffAdmin } from './bootstrap/admin-user';
import { applyStaffAccess } from './bootstrap/staff-roles';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { seedDemoContentOnce } from './seed/run-once';
import { applyMailSettings } from './email/mailer';
import { registerRentalApplications } from './api/rental-application/lib/register';
import { registerAdminDashboard } from './admin-api/dashboard';
import { invalidatePublicCacheOnChanges } from './middlewares/public-cache/invalidation';
import { registerPublishing } from './publishing/register';
import { registerOperations, startOperations } from './operations';
import { startRetentionPurge } from './api/rental-application/lib/retention';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRentalApplications(strapi);
    registerAdminDashboard(strapi);
    registerPublishing(strapi);
    registerOperations(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidatePublicCacheOnChanges(strapi);
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
    // The privacy policy's retention periods (docs/decisions/027).
    startRetentionPurge(strapi);
  },
};
