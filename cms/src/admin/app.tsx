import type { StrapiApp } from '@strapi/strapi/admin';
import { registerHomeWidgets } from './widgets';
import { bootstrapRentalAdmin } from '../rental/admin';
import { confirmUnpublish } from './publishing/confirm-unpublish';
import { scheduledColumn } from './publishing/scheduled-badge';
import { registerMailOutbox } from './mail-outbox';
import { dismissStrapiOnboarding } from './staff-onboarding';
import { bootstrapStaffPanel, registerStaffPanel } from './staff-panel';
import { bootstrapKorean } from './korean';
import { ko } from './translations/ko';

/**
 * The staff admin panel's extensions, all through Strapi's public admin APIs: each area of the
 * back office registers itself here in one line (its own folder under src/admin/).
 */
export default {
  config: {
    // Hall staff work in Korean; English stays available from the profile menu.
    locales: ['ko'],
    translations: { ko },
    // No video tutorials; the guided tour and the media-library banner: staff-onboarding/.
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    dismissStrapiOnboarding();
    registerHomeWidgets(app);
    registerStaffPanel(app);
  },
  bootstrap(app: StrapiApp) {
    bootstrapKorean(app);
    bootstrapRentalAdmin(app);
    registerMailOutbox(app);
    confirmUnpublish(app);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', scheduledColumn);
    bootstrapStaffPanel(app);
  },
};
