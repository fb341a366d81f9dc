import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { MEMBER_LIMITS } from '@hall/contract/auth';
import { PLAIN_TEXT_MESSAGES, hasForbiddenCharacters } from '@hall/contract/plain-text';

/**
 * PUT /api/users/me: a member changes their own name and phone number (My page). Nothing else
 * of the account can be changed here; e-mail and password have their own flows.
 */

const USER = 'plugin::users-permissions.user';

const profileSchema = yup
  .object({
    name: yup
      .string()
      .strict()
      .required()
      .max(MEMBER_LIMITS.name)
      .test('not-blank', 'name must not be empty', (value) => !value || value.trim().length > 0)
      .test('plain-text', PLAIN_TEXT_MESSAGES.singleLine, (value) => !value || !hasForbiddenCharacters(value)),
    phoneNumber: yup
      .string()
      .strict()
      .max(MEMBER_LIMITS.profilePhoneNumber)
      .matches(/^[0-9-]*$/, 'phoneNumber may contain digits and hyphens only')
      .optional(),
  })
  .noUnknown()
  .strict();

export const updateMe = async (ctx: Context) => {
  const strapi = (globalThis as unknown as { strapi: Core.Strapi }).strapi;
  const authUser = ctx.state.user;
  if (!authUser) return ctx.unauthorized();

  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new errors.ValidationError('The body must be an object');
  const { name, phoneNumber } = (await validateYupSchema(profileSchema)(body)) as {
    name: string;
    phoneNumber?: string;
  };

  const schema = strapi.getModel(USER);
  const { auth } = ctx.state;
  await strapi.contentAPI.validate.query(ctx.query, schema, { auth });
  const query = await strapi.contentAPI.sanitize.query(ctx.query, schema, { auth });

  await strapi
    .plugin('users-permissions')
    .service('user')
    .edit(authUser.id, {
      name: name.trim(),
      ...(phoneNumber !== undefined ? { phoneNumber: phoneNumber === '' ? null : phoneNumber } : {}),
    });
  const user = await strapi.plugin('users-permissions').service('user').fetch(authUser.id, query);
  ctx.body = await strapi.contentAPI.sanitize.output(user, schema, { auth });
};
