import { applyPublicQueryRules } from '../../../utils/public-query';

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {});
  await next();
};
