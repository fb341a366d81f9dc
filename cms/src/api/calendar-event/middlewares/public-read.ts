import type { Core } from '@strapi/strapi';
import { applyPublicQueryRules } from '../../../utils/public-query';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    applyPublicQueryRules(strapi, ctx, 'api::calendar-event.calendar-event', {});
    await next();
  };
