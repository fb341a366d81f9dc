import { factories } from '@strapi/strapi';
import { publicReadRoute } from '../../../utils/public-query';

export default factories.createCoreRouter('api::show.show', {
  only: ['find', 'findOne'],
  config: {
    find: publicReadRoute('api::show.public-read'),
    findOne: publicReadRoute('api::show.public-read'),
  },
});
