import type { Core } from '@strapi/strapi';
import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

/** Published popups only (a popup turned off is unpublished), in the order staff gave them. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    applyPublicQueryRules(strapi, ctx, 'api::popup.popup', {
      populate: { image: { fields: IMAGE_FIELDS } },
      sort: ['sortOrder:asc', 'createdAt:desc'],
    });
    await next();
  };
