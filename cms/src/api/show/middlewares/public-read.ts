import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, { populate: { poster: { fields: IMAGE_FIELDS } } });
  await next();
};
