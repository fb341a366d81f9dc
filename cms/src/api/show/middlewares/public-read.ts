import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import {
  ACCESS_SERVICES,
  accessFilter,
  parseAccessParameter,
  type AccessKey,
  type AccessParameter,
} from '@hall/contract/access';
import { previewedDocument } from '../../../preview/request';
import { applyPublicQueryRules, IMAGE_FIELDS } from '../../../utils/public-query';

/** What a list of shows (schedule, past shows) shows; the detail page reads them all. */
export const SHOW_LIST_FIELDS = [
  'title',
  'startsAt',
  'endsAt',
  'showStatus',
  'previousStartsAt',
  'ticketUrl',
  'performers',
  'isOrganized',
  'runningTimeMinutes',
];

/** The access component in a list: which services (the cards' badges); the detail adds the notes. */
const ACCESS_LIST_FIELDS = ACCESS_SERVICES.map((service) => service.field);
const ACCESS_DETAIL_FIELDS = ACCESS_SERVICES.flatMap((service) =>
  service.noteField ? [service.field, service.noteField] : [service.field],
);

/**
 * The list's `access` parameter (`access=captions,wheelchair`, docs/decisions/039): shows that offer
 * every named service. Only the plain form is read; a bracketed one (`access[0]=…`, `access[$ne]=…`)
 * and anything parseAccessParameter refuses is a 400, like a malformed filter.
 */
function accessKeysOfQuery(ctx: Context): AccessKey[] {
  const { access } = ctx.query as Record<string, unknown>;
  if (access === undefined) return [];
  const bracketed = /(^|&)access(\[|%5b)/i.test(ctx.querystring ?? '');
  const parsed: AccessParameter = bracketed
    ? { ok: false, problem: 'access takes a comma-separated list of services' }
    : parseAccessParameter(access);
  if (parsed.ok === false) {
    const message = `Invalid access: ${parsed.problem}`;
    throw new errors.ValidationError(message, {
      errors: [{ path: ['query', 'access'], message, name: 'ValidationError' }],
    });
  }
  return parsed.keys;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    const isDetail = Boolean(ctx.params?.id);
    const accessKeys = isDetail ? [] : accessKeysOfQuery(ctx);
    applyPublicQueryRules(strapi, ctx, 'api::show.show', {
      populate: {
        poster: { fields: IMAGE_FIELDS },
        access: { fields: isDetail ? ACCESS_DETAIL_FIELDS : ACCESS_LIST_FIELDS },
      },
      requiredFilters: accessFilter(accessKeys),
      ...(isDetail ? {} : { fields: SHOW_LIST_FIELDS }),
    });
    // The page of a show being previewed reads its draft (docs/decisions/017).
    if (isDetail && previewedDocument(strapi, ctx, 'api::show.show') === ctx.params.id)
      ctx.state.publicRead.draft = true;
    await next();
  };
