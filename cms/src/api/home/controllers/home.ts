import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { previewedDocument } from '../../../preview/request';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/home — 'today' is the server's day in Asia/Seoul, so the response takes no parameters.
   * The home page rendered for a popup's preview (docs/decisions/017) shows that popup's draft.
   */
  async find(ctx) {
    if (Object.keys(ctx.query).length > 0) throw new errors.ValidationError('the home page takes no parameters');
    ctx.body = await strapi
      .service('api::home.home')
      .content(new Date(), { previewedPopup: previewedDocument(strapi, ctx, 'api::popup.popup') });
  },
});
