import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { recordResetPasswordMail, resetCodeTtlMinutes } from '../email/mailer';
import { trackBackgroundTask } from '../operations/shutdown';
import { meetsPasswordRule } from '@hall/contract/auth';
import { PASSWORD_RULE_MESSAGE } from './password-rule';
import { unknownAccountPasswordHash } from './password-hashing';
import { PLAIN_TEXT_MESSAGES, hasForbiddenCharacters } from '@hall/contract/plain-text';
import {
  allowSecureCookie,
  clearRefreshCookie,
  endLogin,
  markSignedIn,
  moveRefreshTokenToCookie,
  refreshCookieName,
  sessionManager,
  setRefreshCookie,
  SIGNED_IN_COOKIE,
} from './sessions';

/**
 * The users-permissions auth controller with the hall's rules on top (docs/api/auth.md,
 * docs/decisions/006):
 * - login, signup and password change put the refresh token in the httpOnly cookie only;
 * - refresh rotates the cookie's token; logout ends that login on the server (all its tokens);
 * - login takes as long for an unknown e-mail as for a wrong password;
 * - signup: the username is the e-mail;
 * - forgot-password responds the same for every e-mail and sends the mail in the background;
 * - reset codes expire (RESET_CODE_TTL_MINUTES) and work once; a reset ends every session.
 */

const USER = 'plugin::users-permissions.user';
// Unauthorized responses use ctx.unauthorized(message): Strapi replaces the message of a thrown
// UnauthorizedError with "Unauthorized".
const { ApplicationError, ValidationError } = errors;

type Action = (ctx: Context, next?: Next) => Promise<unknown>;
type AuthController = Record<string, Action>;
export type AuthControllerFactory = (deps: { strapi: Core.Strapi }) => AuthController;

const passwordField = () =>
  yup
    .string()
    .required()
    .test(
      'password-bytes',
      'Password must be less than 73 bytes',
      (value) => !value || new TextEncoder().encode(value).length <= 72,
    )
    .test('password-rule', PASSWORD_RULE_MESSAGE, (value) => !value || meetsPasswordRule(value));

const forgotPasswordSchema = yup.object({ email: yup.string().email().required() }).noUnknown();

const resetPasswordSchema = yup
  .object({
    code: yup.string().required(),
    password: passwordField(),
    passwordConfirmation: yup
      .string()
      .required()
      .oneOf([yup.ref('password')], 'Passwords do not match'),
  })
  .noUnknown();

export function extendAuthController(original: AuthControllerFactory): AuthControllerFactory {
  return ({ strapi }) => {
    const base = original({ strapi });
    const userService = () => strapi.plugin('users-permissions').service('user');

    return {
      ...base,

      async callback(ctx) {
        const provider = ctx.params?.provider ?? 'local';
        const body = ctx.request.body;
        if (provider === 'local' && body && typeof body === 'object') {
          if (
            typeof body.identifier === 'string' &&
            typeof body.password === 'string' &&
            body.identifier &&
            body.password
          ) {
            const user = await strapi.db.query(USER).findOne({
              select: ['id', 'password'],
              where: {
                provider: 'local',
                $or: [{ email: body.identifier.toLowerCase() }, { username: body.identifier }],
              },
            });
            if (!user?.password) {
              // As slow as checking a real password, then the same response as a wrong password.
              await userService().validatePassword(body.password, await unknownAccountPasswordHash(strapi));
              throw new ValidationError('Invalid identifier or password');
            }
          }
          // Every login is its own device family, so logout can end exactly this login.
          ctx.request.body = { ...body, deviceId: crypto.randomUUID() };
        }
        allowSecureCookie(strapi, ctx); // the plugin sets the refresh cookie itself here
        const result = await base.callback(ctx);
        const response: unknown = ctx.body;
        if (response && typeof response === 'object' && 'jwt' in response && typeof response.jwt === 'string')
          markSignedIn(strapi, ctx);
        return result;
      },

      async register(ctx) {
        const body = ctx.request.body;
        if (body && typeof body === 'object' && typeof body.email === 'string') {
          const email = body.email.trim().toLowerCase();
          if (body.username === undefined) {
            ctx.request.body = { ...body, username: email };
          } else if (typeof body.username === 'string' && body.username.trim().toLowerCase() === email) {
            ctx.request.body = { ...body, username: email };
          } else {
            throw new ValidationError('Username must be the e-mail address', {
              errors: [{ path: ['username'], message: 'Username must be the e-mail address', name: 'ValidationError' }],
            });
          }
        }
        if (body && typeof body === 'object' && typeof body.name === 'string' && hasForbiddenCharacters(body.name)) {
          throw new ValidationError(PLAIN_TEXT_MESSAGES.singleLine, {
            errors: [{ path: ['name'], message: PLAIN_TEXT_MESSAGES.singleLine, name: 'ValidationError' }],
          });
        }
        await base.register(ctx);
        moveRefreshTokenToCookie(strapi, ctx);
      },

      async changePassword(ctx) {
        // The plugin checks the current password and the rule (validationRules), ends every
        // session of the member and opens a new one for this client.
        await base.changePassword(ctx);
        moveRefreshTokenToCookie(strapi, ctx);
      },

      async refresh(ctx) {
        const token = ctx.cookies.get(refreshCookieName(strapi));
        // A visitor who never logged in has nothing to refresh: that is the normal case on every
        // first page load, not an error (a 4xx would be logged in every visitor's console).
        if (!token) {
          // A login whose refresh cookie the browser dropped: nor is it signed in any more.
          if (ctx.cookies.get(SIGNED_IN_COOKIE)) clearRefreshCookie(strapi, ctx);
          ctx.status = 204;
          return;
        }

        const manager = sessionManager(strapi);
        const check = await manager.validateRefreshToken(token);
        if (!check.isValid || !check.userId) return ctx.unauthorized('Invalid refresh token');

        const user = await strapi.db
          .query(USER)
          .findOne({ select: ['id', 'blocked'], where: { id: Number(check.userId) || check.userId } });
        if (!user || user.blocked) {
          await manager.invalidateRefreshToken(String(check.userId));
          clearRefreshCookie(strapi, ctx);
          return ctx.unauthorized('Invalid refresh token');
        }

        const rotation = await manager.rotateRefreshToken(token);
        if ('error' in rotation) return ctx.unauthorized('Invalid refresh token');
        const access = await manager.generateAccessToken(rotation.token);
        if ('error' in access) return ctx.unauthorized('Invalid refresh token');

        setRefreshCookie(strapi, ctx, rotation.token);
        ctx.send({ jwt: access.token });
      },

      async logout(ctx) {
        if (!ctx.state.user) return ctx.unauthorized('Missing authentication');
        const userId = String(ctx.state.user.id);
        const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
        const manager = sessionManager(strapi);

        if (body.scope === 'all') {
          await manager.invalidateRefreshToken(userId);
        } else {
          const sessionIds = new Set<string>();
          if (ctx.state.session?.id) sessionIds.add(String(ctx.state.session.id));
          const cookie = ctx.cookies.get(refreshCookieName(strapi));
          if (cookie) {
            const check = await manager.validateRefreshToken(cookie);
            if (check.isValid && check.sessionId && String(check.userId) === userId) sessionIds.add(check.sessionId);
          }
          for (const sessionId of sessionIds) await endLogin(strapi, userId, sessionId);
        }

        clearRefreshCookie(strapi, ctx);
        ctx.send({ ok: true });
      },

      async forgotPassword(ctx) {
        const { email } = (await validateYupSchema(forgotPasswordSchema)(ctx.request.body ?? {})) as { email: string };
        const user = await strapi.db.query(USER).findOne({
          select: ['id', 'email', 'name', 'blocked'],
          where: { email: email.toLowerCase() },
        });

        if (user && !user.blocked) {
          const code = crypto.randomBytes(64).toString('hex');
          const expiresAt = new Date(Date.now() + resetCodeTtlMinutes(strapi) * 60_000);
          // The code and its mail (recorded in the outbox) commit together, after responding:
          // neither the response nor its timing may depend on whether the account exists. A crash
          // before the commit leaves neither; the member asks again.
          trackBackgroundTask(
            strapi.db
              .transaction(async () => {
                await strapi.db.query(USER).update({
                  where: { id: user.id },
                  data: { resetPasswordToken: code, resetPasswordTokenExpiresAt: expiresAt },
                });
                await recordResetPasswordMail(strapi, user, code);
              })
              .catch((error: Error) => {
                strapi.log.error(`[mail] password-reset code for user ${user.id} not stored: ${error.message}`);
              }),
          );
        }

        ctx.send({ ok: true });
      },

      async resetPassword(ctx) {
        const { code, password } = (await validateYupSchema(resetPasswordSchema)(ctx.request.body ?? {})) as {
          code: string;
          password: string;
        };

        const user = await strapi.db.query(USER).findOne({
          select: ['id', 'resetPasswordTokenExpiresAt'],
          where: { resetPasswordToken: code },
        });
        if (!user) throw new ValidationError('Incorrect code provided', { reason: 'invalid' });

        // A code without an expiry predates expiring codes: treat it as expired.
        const expiresAt = user.resetPasswordTokenExpiresAt ? new Date(user.resetPasswordTokenExpiresAt).getTime() : 0;
        if (!(expiresAt > Date.now())) throw new ValidationError('Reset code has expired', { reason: 'expired' });

        // Take the code before changing the password, so it works once even when two requests race.
        const taken = (await strapi.db.query(USER).updateMany({
          where: { id: user.id, resetPasswordToken: code },
          data: { resetPasswordToken: null, resetPasswordTokenExpiresAt: null },
        })) as { count?: number } | undefined;
        if (taken?.count !== 1) throw new ValidationError('Incorrect code provided', { reason: 'invalid' });

        const updated = await userService().edit(user.id, { password });
        if (!updated) throw new ApplicationError('Incorrect code provided');
        // Whoever knew the old password is logged out everywhere; the member logs in again.
        await sessionManager(strapi).invalidateRefreshToken(String(user.id));
        clearRefreshCookie(strapi, ctx);
        ctx.send({ ok: true });
      },
    };
  };
}
