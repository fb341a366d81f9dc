import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::show.show', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::show.public-read'] },
    findOne: { middlewares: ['api::show.public-read'] },
  },
});
