import { factories } from '@strapi/strapi';
import { publicReadRoute } from '../../../utils/public-query';

export default factories.createCoreRouter('api::calendar-event.calendar-event', {
  only: ['find', 'findOne'],
  config: {
    find: publicReadRoute('api::calendar-event.public-read'),
    findOne: publicReadRoute('api::calendar-event.public-read'),
  },
});
