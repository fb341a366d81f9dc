import { applyPublicQueryRules, FILE_FIELDS } from '../../../utils/public-query';

export default () => async (ctx, next) => {
  applyPublicQueryRules(ctx, {
    populate: {
      seatLayout: { fields: [...FILE_FIELDS, 'width', 'height', 'alternativeText', 'formats'] },
      ancillaryForm: { fields: FILE_FIELDS },
      showFile: { fields: FILE_FIELDS },
    },
  });
  await next();
};
