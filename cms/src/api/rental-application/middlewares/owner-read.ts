import { applyPublicQueryRules } from '../../../utils/public-query';

/** Members see their documents' names and sizes; the files themselves are never linked from here. */
const DOCUMENT_FIELDS = ['name', 'ext', 'mime', 'size'];

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {
    populate: {
      address: true,
      statusHistory: true,
      businessRegistration: { fields: DOCUMENT_FIELDS },
      performancePlan: { fields: DOCUMENT_FIELDS },
    },
  });
  await next();
};
