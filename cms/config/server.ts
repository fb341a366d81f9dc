import hallConfig from './hall';

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Absolute public address of the site; used in e-mail links and absolute upload URLs.
  url: env('PUBLIC_URL', ''),
  proxy: {
    // Behind nginx (docker-compose) the client address comes from X-Forwarded-For.
    koa: env.bool('TRUST_PROXY', false),
    maxIpsCount: env.int('PROXY_COUNT', 1),
  },
  app: {
    keys: env.array('APP_KEYS'),
  },
  dirs: {
    // Uploaded files live in <public>/uploads; tests point this at a scratch folder.
    public: env('PUBLIC_DIR', './public'),
  },
  cron: { enabled: false },
  // Strapi reads these two here, not in config/logger.ts. No look-up of a newer Strapi on npm at
  // each start: every @strapi package is pinned to one version and upgraded on purpose. The
  // banner shows unless LOG_STARTUP_BANNER=false (the tests).
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('LOG_STARTUP_BANNER', true) },
  },
  http: { serverOptions: keepAlive(hallConfig({ env }).keepAliveTimeoutSeconds) },
});

/**
 * Node's http.Server options (Strapi passes them to createServer). A request's headers may take
 * as long as the connection may idle before them; Node's own 60 s limit would otherwise cut a
 * kept-alive connection's next request sooner than its idle timeout allows.
 */
function keepAlive(seconds: number) {
  return { keepAliveTimeout: seconds * 1000, headersTimeout: (seconds + 1) * 1000 };
}
