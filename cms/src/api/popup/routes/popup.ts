import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::popup.popup', {
  only: ['find'],
  config: {
    find: { middlewares: ['api::popup.public-read'] },
  },
});
