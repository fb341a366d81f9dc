import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { ensureStaffAdmin } from './bootstrap/admin-user';
import { applyStaffAccess } from './bootstrap/staff-roles';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { applySiteLocales } from './localization/locales';
import { seedDemoContentOnce } from './seed/run-once';
import { applyMailSettings } from './email/mailer';
import { registerRentalApplications, startDeadlineJob, startRetentionPurge } from './rental';
import { invalidateHttpCachesOnChanges, stopHttpCacheInvalidation } from './http-cache/invalidation';
import { configurePublicCaches } from './http-cache/store';
import { hallSettings } from './utils/hall-settings';
import { registerPublishing } from './publishing/register';
import { registerShowChanges } from './api/show/lib/show-changes';
import { registerOperations, startOperations, stopOperations } from './operations';
import { holdStartupLock, releaseStartupLock } from './operations/startup-lock';
import { closeAuthRateLimits, prepareAuthRateLimits } from './auth/rate-limit';
import { applyMemberPasswordHashCost } from './auth/password-hashing';
import { startScheduledPublishing } from './publishing/scheduled';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Held until the end of bootstrap: Strapi syncs the schema in between (docs/decisions/024).
    await holdStartupLock(strapi);
    configurePublicCaches(hallSettings(strapi, 'publicCache'));
    applyMemberPasswordHashCost(strapi);
    registerRentalApplications(strapi);
    registerPublishing(strapi);
    // 공연 취소 and 일정 변경: their rules and the calendar files' SEQUENCE (docs/decisions/035).
    registerShowChanges(strapi);
    registerOperations(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    invalidateHttpCachesOnChanges(strapi);
    // Korean and English, before anything reads or writes a show, notice or site config (docs/decisions/038).
    await applySiteLocales(strapi);
    await applyRolePermissions(strapi);
    await applyAdminLabels(strapi);
    await applyStaffAccess(strapi);
    await ensureStaffAdmin(strapi);
    await seedDemoContentOnce(strapi);
    // After the seed: the reset mail's sender name is the hall's name from the site config.
    await applyMailSettings(strapi);
    await startOperations(strapi);
    // The privacy policy's retention periods (docs/decisions/027).
    startRetentionPurge(strapi);
    // Payment reminders, lapses and the rental-day reminder (docs/decisions/031).
    startDeadlineJob(strapi);
    // 게시 예약 and 게시 종료 of shows, notices and popups (docs/decisions/033).
    startScheduledPublishing(strapi);
    await prepareAuthRateLimits(strapi);
    await releaseStartupLock(strapi);
  },

  // Commands that only register (`strapi ts:generate-types`, `strapi *:list`) end here.
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopOperations(strapi);
    await releaseStartupLock(strapi);
    await stopHttpCacheInvalidation();
    await closeAuthRateLimits();
  },
};
