import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { previewedDocument } from '../../../preview/request';
import { requestedLocale } from '../../../localization/overlay';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/home[?locale=ko|en] — 'today' is the server's day in Asia/Seoul, so the response takes
   * no other parameter. The home page rendered for a popup's preview (docs/decisions/017) shows that
   * popup's draft.
   */
  async find(ctx) {
    const { locale, ...rest } = ctx.query;
    if (Object.keys(rest).length > 0) throw new errors.ValidationError('the home page takes only locale');
    ctx.body = await strapi.service('api::home.home').content(new Date(), {
      previewedPopup: previewedDocument(strapi, ctx, 'api::popup.popup'),
      locale: requestedLocale(locale),
    });
  },
});
