import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::calendar-event.calendar-event', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::calendar-event.public-read'] },
    findOne: { middlewares: ['api::calendar-event.public-read'] },
  },
});
