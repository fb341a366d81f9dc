// @ts-check
/**
 * What a child cms process runs (helpers/child-cms.ts): the compiled cms (cms/dist), as
 * `strapi start` would, plus the test hooks (test-hooks.cjs) when TEST_HOOK_TOKEN is set.
 * The working directory is cms/.
 */
const { createStrapi } = require('@strapi/strapi');
const { installTestHooks } = require('./test-hooks.cjs');

(async () => {
  const strapi = await createStrapi({ appDir: process.cwd(), distDir: 'dist' }).load();
  if (process.env.TEST_HOOK_TOKEN) installTestHooks(strapi, process.env.TEST_HOOK_TOKEN);
  await strapi.listen();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
