import { errors } from '@strapi/utils';
import type { Context } from 'koa';

type RequestInfo = Record<string, unknown>;

/** The part of the content manager's relations controller this extension changes. */
interface ContentManagerPlugin {
  controllers: {
    relations: {
      extractAndValidateRequestInfo: (this: unknown, ctx: Context, id?: string) => Promise<RequestInfo | undefined>;
    };
  };
}

/**
 * A relation field of a type the staff member may not read is refused with a 403. Strapi 5.54's
 * relations controller answers it with `ctx.forbidden()` from `extractAndValidateRequestInfo`, whose
 * result its `find` and `findExisting` then destructure: a TypeError, a 500 and an error in the log
 * for what is an ordinary refusal (a role without the rental applications asking for one's
 * applicant). The refusal is thrown instead, as the controller's other refusals are; Strapi answers
 * it as it answers every refusal of the panel's own routes (403 Forbidden).
 */
export default (plugin: ContentManagerPlugin) => {
  const { relations } = plugin.controllers;
  const extractAndValidateRequestInfo = relations.extractAndValidateRequestInfo;
  relations.extractAndValidateRequestInfo = async function (ctx, id) {
    const info = await extractAndValidateRequestInfo.call(this, ctx, id);
    if (info === undefined) throw new errors.ForbiddenError();
    return info;
  };
  return plugin;
};
