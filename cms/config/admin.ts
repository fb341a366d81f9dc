import { previewUrl } from '../src/preview/pages';

export default ({ env }) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
    // Strapi's default, as a setting: the panel renews it with its refresh token.
    sessions: { accessTokenLifespan: env.int('ADMIN_ACCESS_TOKEN_TTL_SECONDS', 30 * 60) },
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  // Strapi's own limit counted successful logins too, per instance and in English: replaced by
  // src/middlewares/admin-login-limit.ts (ADMIN_RATE_LIMIT_ENABLED, _MAX, _INTERVAL_MS).
  rateLimit: { enabled: false },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // Preview (docs/decisions/017): the edit view of a show, notice, popup or the site config
  // shows the real page rendered from the draft, on this origin, through a short-lived signed link.
  // Rental applications and calendar events have no page of their own: no preview panel.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: ["'self'"],
      handler: (uid: string, params: { documentId?: string; locale?: string; status?: string }) =>
        previewUrl(strapi, uid, params),
    },
  },
  // The test suite talks to the admin API only; it does not need the built panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  autoOpen: false,
});
