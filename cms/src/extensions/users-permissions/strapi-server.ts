import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { extendAuthController, type AuthControllerFactory } from '../../auth/auth-controller';
import { MEMBER_ACCOUNT_ROUTES, withConsentOnProfile, withMemberAccount } from '../../auth/member-account';
import { updateMe } from '../../auth/profile';
import { authRateLimit } from '../../auth/rate-limit';
import { sessionManager } from '../../auth/sessions';

/**
 * The hall's changes to users-permissions (docs/decisions/006, docs/api/auth.md):
 * - auth controller: refresh token in the httpOnly cookie only, logout and password changes end
 *   sessions on the server, expiring single-use reset codes, same responses for unknown e-mails;
 * - an access token stops working as soon as its login is ended (logout, password change or
 *   reset), not only when it expires;
 * - PUT /api/users/me: members change their own name and phone number;
 * - the auth rate limit counts per client address, not per client and e-mail;
 * - the member's own data (docs/decisions/027): consent recorded at signup and renewed,
 *   export, account deletion (src/auth/member-account.ts).
 */
interface Route {
  method: string;
  path: string;
  handler?: string;
  config?: Record<string, unknown>;
}

interface JwtService {
  verify(token: string): Promise<{ sessionId?: string } | null | undefined>;
}

/** The parts of the users-permissions plugin this extension changes. */
interface UsersPermissionsPlugin {
  controllers: { auth: AuthControllerFactory; user: Record<string, (ctx: Context) => Promise<unknown>> };
  services: { jwt: (deps: { strapi: Core.Strapi }) => JwtService };
  middlewares: Record<string, unknown>;
  routes: { 'content-api': { routes: Route[] } };
}

export default (plugin: UsersPermissionsPlugin) => {
  plugin.controllers.auth = withMemberAccount(extendAuthController(plugin.controllers.auth));
  plugin.controllers.user.updateMe = updateMe;
  plugin.controllers.user.me = withConsentOnProfile(plugin.controllers.user.me);

  const jwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }: { strapi: Core.Strapi }) => {
    const service = jwtService({ strapi });
    const verify = service.verify.bind(service);
    service.verify = async (token: string) => {
      const payload = await verify(token);
      const mode: string = strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support');
      if (
        mode === 'refresh' &&
        payload?.sessionId &&
        !(await sessionManager(strapi).isSessionActive(payload.sessionId))
      ) {
        throw new Error('Invalid token.');
      }
      return payload;
    };
    return service;
  };

  plugin.middlewares.rateLimit = authRateLimit;

  // Before PUT /users/:id, which would otherwise take "me" for an id.
  const routes = plugin.routes['content-api'].routes;
  const updateById = routes.findIndex((route) => route.method === 'PUT' && route.path === '/users/:id');
  routes.splice(updateById === -1 ? routes.length : updateById, 0, {
    method: 'PUT',
    path: '/users/me',
    handler: 'user.updateMe',
    config: { prefix: '' },
  });
  routes.push(...(MEMBER_ACCOUNT_ROUTES as typeof routes));

  return plugin;
};
