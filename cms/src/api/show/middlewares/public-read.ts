import type { Core } from '@strapi/strapi';
import { previewedDocument } from '../../../preview/request';
import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

/** What a list of shows (schedule, past shows) shows; the detail page reads them all. */
export const SHOW_LIST_FIELDS = [
  'title',
  'startsAt',
  'endsAt',
  'showStatus',
  'previousStartsAt',
  'ticketUrl',
  'performers',
  'isOrganized',
  'runningTimeMinutes',
];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    const isDetail = Boolean(ctx.params?.id);
    applyPublicQueryRules(strapi, ctx, 'api::show.show', {
      populate: { poster: { fields: IMAGE_FIELDS } },
      ...(isDetail ? {} : { fields: SHOW_LIST_FIELDS }),
    });
    // The page of a show being previewed reads its draft (docs/decisions/017).
    if (isDetail && previewedDocument(strapi, ctx, 'api::show.show') === ctx.params.id)
      ctx.state.publicRead.draft = true;
    await next();
  };
