import { applyPublicQueryRules, FILE_FIELDS } from '../../../utils/public-query';

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {
    populate: { attachment: { fields: FILE_FIELDS } },
    requiredFilters: { isHidden: { $eq: false } },
  });
  await next();
};
