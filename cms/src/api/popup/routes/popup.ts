import { factories } from '@strapi/strapi';
import { publicReadRoute } from '../../../utils/public-query';

export default factories.createCoreRouter('api::popup.popup', {
  only: ['find'],
  config: {
    find: publicReadRoute('api::popup.public-read'),
  },
});
