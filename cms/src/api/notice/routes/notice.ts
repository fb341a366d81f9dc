import { factories } from '@strapi/strapi';
import { publicReadRoute } from '../../../utils/public-query';

export default factories.createCoreRouter('api::notice.notice', {
  only: ['find', 'findOne'],
  config: {
    find: publicReadRoute('api::notice.public-read'),
    findOne: publicReadRoute('api::notice.public-read'),
  },
});
