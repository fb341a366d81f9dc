import type { Core } from '@strapi/strapi';
import { ACCESS_FACILITIES } from '@hall/contract/access';
import { previewedDocument } from '../../../preview/request';
import { applyPublicQueryRules, FILE_FIELDS } from '../../../utils/public-query';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    applyPublicQueryRules(strapi, ctx, 'api::site-config.site-config', {
      populate: {
        seatLayout: { fields: [...FILE_FIELDS, 'width', 'height', 'alternativeText', 'formats'] },
        ancillaryForm: { fields: FILE_FIELDS },
        showFile: { fields: FILE_FIELDS },
        rentalFees: { fields: ['kind', 'hours', 'weekdayFee', 'weekendFee'] },
        facilityFees: { fields: ['name', 'unit', 'fee'] },
        paymentRules: {
          fields: ['depositPercent', 'depositDueDays', 'balanceDueDaysBefore', 'extraDueDaysAfter', 'leadDays'],
        },
        accessFacilities: {
          fields: [...ACCESS_FACILITIES.map((facility) => facility.field), 'note', 'contactPhone', 'contactEmail'],
        },
      },
    });
    // A page rendered for a preview of the site config reads its draft (docs/decisions/017).
    if (previewedDocument(strapi, ctx, 'api::site-config.site-config')) ctx.query.status = 'draft';
    await next();
  };
