import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

/** What a list of shows (schedule, past shows) shows; the detail page reads them all. */
export const SHOW_LIST_FIELDS = ['title', 'startsAt', 'endsAt', 'ticketUrl', 'performers', 'isOrganized', 'runningTimeMinutes'];

export default () => async (ctx, next) => {
  const isDetail = Boolean(ctx.params?.id);
  applyPublicQueryRules(ctx, {
    populate: { poster: { fields: IMAGE_FIELDS } },
    ...(isDetail ? {} : { fields: SHOW_LIST_FIELDS }),
  });
  await next();
};
