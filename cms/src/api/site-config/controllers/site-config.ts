import { factories } from '@strapi/strapi';
import type { PublicReadState } from '../../../utils/public-query';
import { inLocale } from '../../../localization/overlay';

const UID = 'api::site-config.site-config';

/**
 * The core read of the (Korean) site config, shaped by the route's public-read middleware; with
 * `locale=en`, its texts in English where staff translated them (docs/decisions/038).
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const response = await super.find(ctx);
    const { locale } = ctx.state.publicRead as PublicReadState;
    if (response?.data) {
      const draft = ctx.query.status === 'draft';
      [response.data] = await inLocale(strapi, UID, [response.data], locale, { draft });
    }
    return response;
  },
}));
