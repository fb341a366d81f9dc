import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    // Hall staff work in Korean; English stays available from the profile menu.
    locales: ['ko'],
    tutorials: false,
    notifications: { releases: false },
  },
  bootstrap(_app: StrapiApp) {},
};
