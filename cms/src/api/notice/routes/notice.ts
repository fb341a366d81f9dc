import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::notice.notice', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::notice.public-read'] },
    findOne: { middlewares: ['api::notice.public-read'] },
  },
});
