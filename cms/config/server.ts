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
});
