// @ts-check
/**
 * A door into a running cms for tests only: `POST /__test__/service` with
 * `{ "uid": "plugin::x.y" | "api::x.y", "method": "name", "args": [...] }` calls that service
 * method inside the cms under test and responds with its JSON result; `{ "module":
 * "publishing/scheduled", "method": "name", "args": [...] }` calls a module's exported function
 * with `strapi` first (a job that is not a service).
 *
 * Test files run in vitest's workers, the cms of the global setup runs in vitest's main process
 * and child cms processes in processes of their own: this is how a test runs a periodic job with
 * a fake "now" (`args: [{ now: '2027-03-01T00:00:00Z' }]`) instead of waiting for its schedule.
 * It is installed by the test setup (global-setup.ts) and by child-entry.cjs only, never by the
 * cms itself, and it answers only requests that carry the run's `x-test-hook-token`.
 *
 * Plain CommonJS so that a child process (`node child-entry.cjs`) can load it without a compiler.
 */

const PATH = '/__test__/service';

/**
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {string} token
 */
function installTestHooks(strapi, token) {
  const server = strapi.server.httpServer;
  const listeners = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (request, response) => {
    if (request.url !== PATH || request.method !== 'POST') {
      for (const listener of listeners) listener.call(server, request, response);
      return;
    }
    void handle(strapi, token, request, response);
  });
}

/**
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {string} token
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function handle(strapi, token, request, response) {
  const respond = (/** @type {number} */ status, /** @type {unknown} */ body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? null));
  };
  if (request.headers['x-test-hook-token'] !== token) return respond(403, { error: 'not a test of this run' });
  try {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const { uid, module: modulePath, method, args = [] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof modulePath === 'string') {
      // A job that is a module's function of (strapi, ...args), loaded from the compiled cms the
      // process runs (the same module instance Strapi loaded).
      if (!/^[a-z0-9/-]+$/.test(modulePath)) return respond(400, { error: `not a module path: ${modulePath}` });
      const loaded = require(require('node:path').join(strapi.dirs.dist.src, modulePath));
      const job = loaded?.[method];
      if (typeof job !== 'function') return respond(404, { error: `no function ${modulePath}#${method}` });
      return respond(200, { result: await job(strapi, ...args) });
    }
    const service = /** @type {Record<string, unknown> | undefined} */ (strapi.service(uid));
    const fn = service?.[method];
    if (typeof fn !== 'function') return respond(404, { error: `no service method ${uid}#${method}` });
    respond(200, { result: await fn.apply(service, args) });
  } catch (error) {
    respond(500, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

module.exports = { installTestHooks, TEST_HOOK_PATH: PATH };
