import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::rental-application.rental-application', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::rental-application.owner-read'] },
    findOne: { middlewares: ['api::rental-application.owner-read'] },
  },
});
