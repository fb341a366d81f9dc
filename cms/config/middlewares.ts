import { mediaOrigin } from '../src/storage/s3-settings';
import hallConfig, { type HallSettings } from './hall';

export default ({ env }) => {
  const hall = hallConfig({ env });
  // Media served from an S3 bucket's origin (docs/decisions/025) may be shown and fetched (the
  // media library's editor reads them), never framed or run.
  const mediaSources = [mediaOrigin(hall.s3)].filter((origin): origin is string => !!origin);
  return middlewares(env, hall, mediaSources);
};

const middlewares = (env, hall: HallSettings, mediaSources: string[]) => [
  // Public reads from an in-process cache, with ETag/304 (docs/decisions/010). First, so that it
  // stores the headers the rest of the chain sets (security) and replays them; hits are served
  // before Koa (see the middleware).
  'global::public-cache',
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:', ...mediaSources],
          'img-src': ["'self'", 'data:', 'blob:', ...mediaSources],
          'media-src': ["'self'", 'data:', 'blob:', ...mediaSources],
          // The Kakao (Daum) postcode widget of the rental form: its script and its search frame.
          'script-src': ["'self'", 'https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
          'frame-src': ["'self'", 'https://postcode.map.kakao.com', 'https://postcode.map.daum.net'],
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
      // Strapi's defaults plus the rental form's retry key (docs/api/rental.md).
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Idempotency-Key'],
    },
  },
  // No 'strapi::poweredBy': X-Powered-By only tells an attacker which software to probe.
  'strapi::query',
  {
    // formidable counts every file of a request together: room for the two documents of a
    // rental application (RENTAL_DOCUMENT_MAX_BYTES each; the controller says which one is too
    // big) or a staff upload (UPLOAD_SIZE_LIMIT_BYTES), and no more. A multipart body that
    // cannot be parsed is the client's fault: 400, not 500. Files land in the cms's private
    // incoming folder, emptied at every start, not in the shared system temp folder (docs/decisions/019).
    name: 'strapi::body',
    config: {
      formidable: {
        uploadDir: hall.uploadsIncomingDir,
        maxFileSize: 2 * Math.max(hall.rental.documentMaxBytes, hall.uploadSizeLimitBytes) + 1024 * 1024,
        maxFields: 100,
        maxFieldsSize: 1024 * 1024,
      },
      onError(error: Error, ctx) {
        if (error.message?.includes('maxFileSize') || !ctx.is('multipart')) throw error;
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when a body fails
        const { errors } = require('@strapi/utils');
        throw new errors.ValidationError('The multipart body could not be read', {});
      },
    },
  },
  // A NUL anywhere in the path, query or body is a 400 before any controller or query sees it
  // (PostgreSQL cannot store or compare one).
  'global::refuse-nul',
  // The admin login counts failed attempts only, across instances, and answers in Korean (docs/decisions/032).
  'global::admin-login-limit',
  'strapi::session',
  'strapi::compression',
  'strapi::favicon',
  // The public site: renders its pages (docs/decisions/012) and serves web/dist. It runs before strapi::public,
  // whose "/" route would otherwise redirect visitors to the admin panel.
  'global::web-app',
  'strapi::public',
];
