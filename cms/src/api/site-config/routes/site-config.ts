import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::site-config.site-config', {
  only: ['find'],
  config: {
    find: { middlewares: ['api::site-config.public-read'] },
  },
});
