import { factories } from '@strapi/strapi';
import { findPublicOne, findPublicPage } from '../../../utils/public-query';

const UID = 'api::show.show';

/** Public reads, shaped by the route's public-read middleware (middlewares/public-read.ts). */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    return findPublicPage(strapi, ctx, UID, {
      sortable: ['startsAt', 'endsAt', 'title', 'id'],
      defaultSort: ['startsAt:asc'],
    });
  },
  async findOne(ctx) {
    return findPublicOne(strapi, ctx, UID, 'startsAt');
  },
}));
