import { factories } from '@strapi/strapi';
import { publicReadRoute } from '../../../utils/public-query';

export default factories.createCoreRouter('api::site-config.site-config', {
  only: ['find'],
  config: {
    find: publicReadRoute('api::site-config.public-read'),
  },
});
