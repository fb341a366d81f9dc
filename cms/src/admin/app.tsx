import type { StrapiApp } from '@strapi/strapi/admin';
import { RentalDocumentsPanel } from './rental-documents-panel';

export default {
  config: {
    // Hall staff work in Korean; English stays available from the profile menu.
    locales: ['ko'],
    tutorials: false,
    notifications: { releases: false },
  },
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager').apis as {
      addEditViewSidePanel(panels: unknown[]): void;
    };
    contentManager.addEditViewSidePanel([RentalDocumentsPanel]);
  },
};
