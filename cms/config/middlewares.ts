export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // The web app is served from the same origin; other origins are listed explicitly.
      origin: env.array('CORS_ORIGINS', []),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::compression',
  'strapi::favicon',
  // Serves web/dist (the public site) with a history fallback. It runs before strapi::public,
  // whose "/" route would otherwise redirect visitors to the admin panel.
  'global::web-app',
  'strapi::public',
];
