import { previewedDocument } from '../../../preview/request';
import { applyPublicQueryRules, FILE_FIELDS } from '../../../utils/public-query';

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {
    populate: {
      seatLayout: { fields: [...FILE_FIELDS, 'width', 'height', 'alternativeText', 'formats'] },
      ancillaryForm: { fields: FILE_FIELDS },
      showFile: { fields: FILE_FIELDS },
    },
  });
  // A page drawn for a preview of the site config reads its draft (docs/decisions/017).
  if (previewedDocument(ctx, 'api::site-config.site-config')) ctx.query.status = 'draft';
  await next();
};
