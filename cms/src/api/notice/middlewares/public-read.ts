import type { Core } from '@strapi/strapi';
import { previewedDocument } from '../../../preview/request';
import { applyPublicQueryRules, FILE_FIELDS } from '../../../utils/public-query';

/** What the notice list and the home notice box show; the detail page reads the body and attachment too. */
export const NOTICE_LIST_FIELDS = ['title', 'category', 'postedAt', 'externalUrl'];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    const isDetail = Boolean(ctx.params?.id);
    applyPublicQueryRules(
      strapi,
      ctx,
      'api::notice.notice',
      isDetail ? { populate: { attachment: { fields: FILE_FIELDS } } } : { fields: NOTICE_LIST_FIELDS },
    );
    // The page of a notice being previewed reads its draft (docs/decisions/017).
    if (isDetail && previewedDocument(strapi, ctx, 'api::notice.notice') === ctx.params.id)
      ctx.state.publicRead.draft = true;
    await next();
  };
