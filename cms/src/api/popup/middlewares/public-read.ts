import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

/** Published popups only (a popup turned off is unpublished), in the order staff gave them. */
export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {
    populate: { image: { fields: IMAGE_FIELDS } },
    sort: ['sortOrder:asc', 'createdAt:desc'],
  });
  await next();
};
