import { errors, yup, validateYupSchema } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { checkSearchQuery, SEARCH_LOCALES, SEARCH_MESSAGES, type SearchLocale } from '@hall/contract/search';

/**
 * `q` and `locale` only, each one string: qs's arrays and objects (`q[]=`, `q[$ne]=`) and any
 * other parameter are refused before anything is read. What `q` may hold is checkSearchQuery's.
 */
const searchQuery = yup
  .object({
    q: yup.string().typeError(SEARCH_MESSAGES.invalid),
    locale: yup
      .string()
      .typeError(SEARCH_MESSAGES.invalid)
      .oneOf([...SEARCH_LOCALES], SEARCH_MESSAGES.locale),
  })
  .noUnknown(true, SEARCH_MESSAGES.unknownParameter)
  .strict();

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/search?q=…&locale=ko|en */
  async find(ctx) {
    // The first problem only: its Korean message, never Yup's "2 errors occurred".
    const query = await validateYupSchema(searchQuery, { abortEarly: true })(ctx.query);
    const checked = checkSearchQuery(query.q);
    if ('message' in checked) throw new errors.ValidationError(checked.message);
    const locale = (query.locale ?? 'ko') as SearchLocale;
    const started = performance.now();
    ctx.body = await strapi.service('api::search.search').search(checked.query, checked.text, locale);
    // The time the search itself took, apart from queueing and the rest of the request (the benchmark reads it).
    ctx.set('Server-Timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
  },
});
