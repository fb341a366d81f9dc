import { factories } from '@strapi/strapi';
import { findPublicOne, findPublicPage } from '../../../utils/public-query';

const UID = 'api::notice.notice';

/** Public reads shaped by the route's public-read middleware; without it (BENCH_STOCK), Strapi's core. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    if (!ctx.state.publicRead) return super.find(ctx);
    return findPublicPage(strapi, ctx, UID, { sortable: ['postedAt', 'title', 'id'], defaultSort: ['postedAt:desc'] });
  },

  /** A hidden notice does not exist for the public: its page answers 404, like an unknown id. */
  async findOne(ctx) {
    if (!ctx.state.publicRead) return super.findOne(ctx);
    return findPublicOne(strapi, ctx, UID, 'postedAt');
  },
}));
