import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { deleteMemberAccount } from './account-deletion';
import { recordConsent, requireConsents, withConsentState, withoutConsentFields } from './consent';
import { exportFileName, exportMemberData } from './data-export';
import { clearRefreshCookie } from './sessions';
import type { AuthControllerFactory } from './auth-controller';

/**
 * What a member does with their own account and data, on top of the auth controller of
 * ./auth-controller.ts (docs/api/auth.md, docs/decisions/027):
 * - signup requires and records the agreement; the login's `user` and GET /api/users/me say
 *   whether the member must agree again (`consentRequired`);
 * - POST /api/auth/me/consent records a renewed agreement;
 * - GET /api/auth/me/export returns everything the site holds about the member as a JSON file;
 * - POST /api/auth/me/delete (password confirmed, rate-limited) deletes the account.
 */

const USER = 'plugin::users-permissions.user';
const { ValidationError } = errors;

export const INVALID_PASSWORD_MESSAGE = 'The provided password is invalid';

const deleteAccountSchema = yup.object({ password: yup.string().strict().required() }).noUnknown().strict();

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function withMemberAccount(factory: AuthControllerFactory): AuthControllerFactory {
  return ({ strapi }) => {
    const base = factory({ strapi });
    const userService = () => strapi.plugin('users-permissions').service('user');

    return {
      ...base,

      async register(ctx) {
        const body = ctx.request.body;
        requireConsents(body);
        ctx.request.body = withoutConsentFields(body as Record<string, unknown>);
        // The account and its consent record exist together or not at all.
        await strapi.db.transaction(async () => {
          await base.register!(ctx);
          const response = ctx.body;
          const user = isObject(response) && isObject(response.user) ? response.user : undefined;
          if (!user || typeof user.id !== 'number') return;
          await recordConsent(strapi, user.id);
          ctx.body = { ...(response as Record<string, unknown>), user: await withConsentState(strapi, user) };
        });
      },

      async callback(ctx) {
        const result = await base.callback!(ctx);
        const response = ctx.body;
        if (isObject(response) && isObject(response.user))
          ctx.body = { ...response, user: await withConsentState(strapi, response.user) };
        return result;
      },

      async renewConsent(ctx: Context) {
        const user = ctx.state.user;
        if (!user) return ctx.unauthorized();
        const body = ctx.request.body ?? {};
        if (isObject(body)) {
          for (const key of Object.keys(body)) {
            if (key !== 'termsAgreed' && key !== 'privacyAgreed')
              throw new ValidationError(`Invalid parameters: ${key}`);
          }
        }
        requireConsents(body);
        await recordConsent(strapi, user.id);
        ctx.set('Cache-Control', 'private, no-store');
        ctx.send({ ok: true, consentRequired: false });
      },

      async exportData(ctx: Context) {
        const user = ctx.state.user;
        if (!user) return ctx.unauthorized();
        const data = await exportMemberData(strapi, user.id);
        if (!data) return ctx.unauthorized();
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('Content-Disposition', `attachment; filename="${exportFileName()}"`);
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.body = data;
      },

      async deleteAccount(ctx: Context) {
        const authUser = ctx.state.user;
        if (!authUser) return ctx.unauthorized();
        const { password } = (await validateYupSchema(deleteAccountSchema)(ctx.request.body ?? {})) as {
          password: string;
        };
        const user = (await strapi.db.query(USER).findOne({
          where: { id: authUser.id },
          select: ['id', 'email', 'password'],
        })) as { id: number; email: string; password?: string | null } | null;
        if (!user) return ctx.unauthorized();
        const valid = !!user.password && (await userService().validatePassword(password, user.password));
        if (!valid) {
          throw new ValidationError(INVALID_PASSWORD_MESSAGE, {
            errors: [{ path: ['password'], message: INVALID_PASSWORD_MESSAGE, name: 'ValidationError' }],
          });
        }
        const deleted = await deleteMemberAccount(strapi, { id: user.id, email: user.email });
        clearRefreshCookie(strapi, ctx);
        ctx.set('Cache-Control', 'private, no-store');
        ctx.send({ ok: true, ...deleted });
      },
    };
  };
}

/** GET /api/users/me with `consentRequired`. */
export function withConsentOnProfile(me: (ctx: Context) => Promise<unknown>) {
  return async (ctx: Context) => {
    const strapi = (globalThis as unknown as { strapi: Core.Strapi }).strapi;
    await me(ctx);
    ctx.body = await withConsentState(strapi, ctx.body);
  };
}

/** The routes of this module, added to users-permissions' content-API routes. */
export const MEMBER_ACCOUNT_ROUTES = [
  { method: 'POST', path: '/auth/me/consent', handler: 'auth.renewConsent', config: { prefix: '' } },
  { method: 'GET', path: '/auth/me/export', handler: 'auth.exportData', config: { prefix: '' } },
  {
    method: 'POST',
    path: '/auth/me/delete',
    handler: 'auth.deleteAccount',
    config: { prefix: '', middlewares: ['plugin::users-permissions.rateLimit'] },
  },
];
