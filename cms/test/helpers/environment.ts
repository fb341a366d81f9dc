import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_EMAIL = 'staff@arthall.example';
export const ADMIN_PASSWORD = 'Staff-Test-2026!';

/**
 * The Node to start a child cms or command on. better-sqlite3 is built for the machine's Node;
 * when the PostgreSQL lane runs on Node 24, scripts/test.mjs passes the machine's as SQLITE_NODE,
 * and the SQLite side of a test (a SQLite install moved onto PostgreSQL) runs on it.
 */
export function nodeFor(database: Record<string, string>): string {
  return database.DATABASE_CLIENT === 'sqlite' && process.env.SQLITE_NODE ? process.env.SQLITE_NODE : process.execPath;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A folder under the system temp dir that other local users (the postgres user) can enter. */
export async function makeScratchDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

const secret = () => crypto.randomBytes(16).toString('base64');

/** Everything a Strapi process of this project needs in its environment, pointing at `scratchDir`. */
export function cmsEnvironment(options: {
  scratchDir: string;
  port: number;
  database: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Seeding the demo content costs a fresh database ~4 s of CPU: a test that needs it asks.
    SEED_DEMO_CONTENT: 'false',
    SERVE_ADMIN_PANEL: 'false',
    PUBLIC_DIR: path.join(options.scratchDir, 'public'),
    WEB_DIST_DIR: path.join(options.scratchDir, 'web-dist'),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    // All test files share one server and one client address (127.0.0.1): a limit far above
    // what the suite sends. auth-rate-limit.test.ts trips it on a child cms with a low one.
    AUTH_RATE_LIMIT_ENABLED: 'true',
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    // No SMTP: mail goes to the outbox folder, where tests read it.
    SMTP_HOST: '',
    MAIL_OUTBOX_DIR: path.join(options.scratchDir, 'mail'),
    // No display name: mail is signed with the hall's name from the site config.
    MAIL_FROM: 'no-reply@arthall.example',
    MAIL_REPLY_TO: '',
    RESET_CODE_TTL_MINUTES: '60',
    // The suite logs staff in once (global-setup.ts) and a lane can run longer than Strapi's 30
    // minutes on a busy machine: the staff token outlives the run instead (docs/decisions/055).
    ADMIN_ACCESS_TOKEN_TTL_SECONDS: String(6 * 60 * 60),
    // bcrypt's cheapest cost instead of 10: a signup or login costs ~1 ms of CPU instead of ~70,
    // and the suite makes hundreds (docs/decisions/047). auth-passwords.test.ts checks the setting.
    PASSWORD_HASH_ROUNDS: '4',
    TRUST_PROXY: 'false',
    // Rental documents: a private folder of this run.
    RENTAL_DOCUMENTS_DIR: path.join(options.scratchDir, 'rental-documents'),
    // The multipart parser's private folder (emptied at every start), where uploads land first.
    UPLOADS_INCOMING_DIR: path.join(options.scratchDir, 'uploads-incoming'),
    RENTAL_DOCUMENT_SECRET: secret(),
    RENTAL_STAFF_EMAIL: '',
    ...options.database,
  };
}

/**
 * A stand-in for web/dist and its page renderer (web/dist-server) so the suite can check how the
 * cms serves the site. The renderer keeps the contract of web/src/app/entry-server.tsx: a page is
 * a function of its URL, origin and variant; it reads its responses from the cms's own API.
 *   /notice     the titles of the first 10 notices, as the public API returns them
 *   /old-page   a redirect to /notice
 *   /broken     the rendering fails
 *   /partial    rendered without one of its responses (complete: false)
 *   /detail/show/:id, /notice/detail/:id   the record's title (data-found="false" without one)
 *   /           the home page's popups;  /about/intro   the site config's phone
 *   anything else: its path, the variant and the origin it was rendered for
 * Under /en the same pages with the English reads (`locale=en`), as the real renderer does; a
 * record's page says the language of its title (data-locale).
 * A preview (`preview.token`) sends the token with its API requests in x-preview-token, as the
 * real renderer does.
 */
export async function writeFakeWebBuild(dir: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.mkdir(path.join(dir, '.vite'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><title>공연장</title><div id="root"></div></html>',
  );
  await fs.writeFile(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-AbC123.js', isEntry: true } }),
  );
  await fs.writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("site")');
  await fs.mkdir(path.join(dir, '..', 'dist-server'), { recursive: true });
  await fs.writeFile(path.join(dir, '..', 'dist-server', 'entry-server.cjs'), FAKE_RENDERER);
}

const FAKE_RENDERER = `
exports.createPageRenderer = ({ template }) => ({
  variantOf({ cookie = '', userAgent = '' }) {
    const popups = cookie.split(';').map((entry) => entry.trim()).filter((entry) => entry.startsWith('hall_popup_hidden_'));
    return [/Mobi/.test(userAgent) ? 'mobile' : 'pc', ...popups.sort()].join('|');
  },
  async render({ url, origin, apiOrigin, variant, preview }) {
    const { pathname: requested } = new URL(url, origin);
    // English pages (docs/decisions/038): the Korean page's route, its reads with locale=en.
    const english = requested === '/en' || requested.startsWith('/en/');
    const pathname = english ? requested.slice(3) || '/' : requested;
    const inLanguage = (path) => (english ? path + (path.includes('?') ? '&' : '?') + 'locale=en' : path);
    const page = (body, extra = {}) => ({ status: 200, complete: true, ...extra, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') });
    const api = async (path) => {
      const response = await fetch(apiOrigin + inLanguage(path), { headers: preview ? { 'x-preview-token': preview.token } : {} });
      return response.ok ? (await response.json()).data : null;
    };
    const parts = pathname.split('/');
    const detail = parts.length === 4 && (parts[1] + '/' + parts[2] === 'detail/show' || parts[1] + '/' + parts[2] === 'notice/detail') ? [pathname, parts[1] + '/' + parts[2], parts[3]] : null;
    if (detail) {
      const record = await api((detail[1] === 'detail/show' ? '/api/shows/' : '/api/notices/') + detail[2]);
      return page(record ? '<main data-found="true"' + (english ? ' data-locale="' + record.locale + '"' : '') + '><h1>' + record.title + '</h1><time>' + (record.postedAt || record.startsAt) + '</time></main>' : '<main data-found="false"></main>');
    }
    if (pathname === '/') {
      const home = await api('/api/home');
      return page('<main>' + home.popups.map((popup) => '<p data-popup="' + popup.documentId + '">' + popup.title + '</p>').join('') + '</main>');
    }
    if (pathname === '/about/intro') return page('<main><p data-phone>' + (await api('/api/site-config')).phone + '</p></main>');
    if (pathname === '/old-page') return { status: 302, location: '/notice', html: '', complete: true };
    if (pathname === '/broken') throw new Error('the page could not be rendered');
    if (pathname === '/partial') return page('<main>partial</main>', { complete: false });
    if (pathname === '/notice') {
      const response = await (await fetch(apiOrigin + inLanguage('/api/notices?sort=postedAt:desc&pagination[pageSize]=10'))).json();
      return page('<main><ul>' + response.data.map((notice) => '<li data-id="' + notice.documentId + '">' + notice.title + '</li>').join('') + '</ul></main>');
    }
    return page('<main data-path="' + requested + '" data-variant="' + variant + '" data-origin="' + origin + '">' + 'x'.repeat(2000) + '</main>');
  },
});
`;
