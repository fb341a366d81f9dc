import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {
    populate: { image: { fields: IMAGE_FIELDS } },
    requiredFilters: { isActive: { $eq: true } },
    sort: ['sortOrder:asc', 'createdAt:desc'],
  });
  await next();
};
