import { factories } from '@strapi/strapi';
import { allOf } from '../../../utils/public-query';

const UID = 'api::notice.notice';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** A hidden notice does not exist for the public: its page answers 404, like an unknown id. */
  async findOne(ctx) {
    await this.validateQuery(ctx);
    const query = await this.sanitizeQuery(ctx);
    const notice = await strapi.documents(UID).findFirst({
      ...query,
      status: 'published',
      filters: allOf(query.filters, { documentId: { $eq: ctx.params.id } }),
    });
    if (!notice) return ctx.notFound();
    const sanitized = await this.sanitizeOutput(notice, ctx);
    return this.transformResponse(sanitized);
  },
}));
