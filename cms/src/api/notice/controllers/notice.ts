import { factories } from '@strapi/strapi';
import { findPublicOne, findPublicPage } from '../../../utils/public-query';

const UID = 'api::notice.notice';

/** Public reads, shaped by the route's public-read middleware (middlewares/public-read.ts). */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    return findPublicPage(strapi, ctx, UID, { sortable: ['postedAt', 'title', 'id'], defaultSort: ['postedAt:desc'] });
  },

  /** A hidden notice does not exist for the public: its page responds 404, like an unknown id. */
  async findOne(ctx) {
    return findPublicOne(strapi, ctx, UID, 'postedAt');
  },
}));
