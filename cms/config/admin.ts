export default ({ env }) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
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
  // Strapi's own limit on the admin login and registration forms (5 tries per 5 minutes per
  // e-mail and address); the browser tests raise it, since every request comes from 127.0.0.1.
  rateLimit: {
    enabled: env.bool('ADMIN_RATE_LIMIT_ENABLED', true),
    max: env.int('ADMIN_RATE_LIMIT_MAX', 5),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  // The test suite talks to the admin API only; it does not need the built panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  autoOpen: false,
});
