// Stock Strapi for `npm run bench` (bench/README.md): the same cms (cms/dist), code and database,
// started with the project's public-read machinery taken out, so that Strapi's core controllers
// respond to the requests a naive client sends (`populate=*`, its own filters, sort and page size).
// Bench-only: production starts with `strapi start` and never loads this file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Strapi's ES module build cannot be imported by Node directly; its CommonJS build can.
const { createStrapi, factories } = createRequire(import.meta.url)('@strapi/strapi');

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

/** The public content APIs and their routes, as cms/src/api/<name>/routes declares them. */
const PUBLIC_CONTENT_ROUTES = {
  show: ['find', 'findOne'],
  notice: ['find', 'findOne'],
  popup: ['find'],
  'calendar-event': ['find', 'findOne'],
  'site-config': ['find'],
};

async function startStockStrapi() {
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
  // No in-process cache of public reads (and no ETags): Strapi's own middleware chain.
  strapi.config.set(
    'middlewares',
    strapi.config.get('middlewares').filter((middleware) => middleware !== 'global::public-cache'),
  );
  await strapi.register();
  for (const [name, only] of Object.entries(PUBLIC_CONTENT_ROUTES)) {
    const uid = `api::${name}.${name}`;
    // Core routes without the public-read middleware, served by the core controller.
    strapi.api(name).routes[name] = factories.createCoreRouter(uid, { only });
    strapi.get('controllers').set(uid, factories.createCoreController(uid));
  }
  await strapi.bootstrap();
  strapi.isLoaded = true;
  await strapi.start();
}

try {
  await startStockStrapi();
} catch (error) {
  console.error(error);
  process.exit(1);
}
