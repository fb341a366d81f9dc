import { factories } from '@strapi/strapi';
import { allOf } from '../../../utils/public-query';

const UID = 'api::rental-application.rental-application';

/**
 * Members read only their own applications. The owner condition is added on the server and
 * combined with whatever the client filters on, so no query can reach another member's rows.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    await this.validateQuery(ctx);
    const query = await this.sanitizeQuery(ctx);
    const { results, pagination } = await strapi.service(UID).find({
      ...query,
      sort: query.sort ?? ['submittedAt:desc'],
      filters: allOf(query.filters, { owner: { id: { $eq: user.id } } }),
    });
    const sanitized = await this.sanitizeOutput(results, ctx);
    return this.transformResponse(sanitized, { pagination });
  },

  async findOne(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized();
    await this.validateQuery(ctx);
    const query = await this.sanitizeQuery(ctx);
    const application = await strapi.documents(UID).findFirst({
      ...query,
      filters: { documentId: { $eq: ctx.params.id }, owner: { id: { $eq: user.id } } },
    });
    if (!application) return ctx.notFound();
    const sanitized = await this.sanitizeOutput(application, ctx);
    return this.transformResponse(sanitized);
  },
}));
