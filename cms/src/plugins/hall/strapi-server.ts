/**
 * The entry Strapi loads for a plugin without an export map (`strapi-server.js` beside
 * package.json). tsc compiles this folder with the rest of cms/src into cms/dist/src/plugins/hall,
 * package.json included, and config/plugins.ts points `resolve` there (docs/decisions/037).
 */
import server from './server';

export default server;
