import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RENTAL_ROUND, publishedRounds } from '../../../rental/server/rounds';

/**
 * GET /api/rental-rounds takes no query: the fields, the populate and the order are fixed here
 * (a public read may not ask for more), so any parameter is refused.
 */
export default factories.createCoreController(RENTAL_ROUND, ({ strapi }) => ({
  async find(ctx) {
    if (Object.keys(ctx.query ?? {}).length > 0)
      throw new errors.ValidationError('대관 공모 목록은 조건 없이 요청합니다.');
    const rounds = await publishedRounds(strapi);
    return { data: rounds, meta: { total: rounds.length } };
  },
}));
