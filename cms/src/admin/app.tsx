import type { StrapiApp } from '@strapi/strapi/admin';
import { RentalDocumentsPanel } from './rental-documents-panel';
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
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    void app;
  },
  bootstrap(app: StrapiApp) {
    bootstrapKorean(app);
    const contentManager = app.getPlugin('content-manager').apis as {
      addEditViewSidePanel(panels: unknown[]): void;
    };
    contentManager.addEditViewSidePanel([RentalDocumentsPanel]);
  },
};
