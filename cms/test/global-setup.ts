import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cmsEnvironment,
  freePort,
  makeScratchDir,
  writeFakeWebBuild,
} from './helpers/environment';
import { injectRentalFaults } from './helpers/fault-injection';
import { startEmbeddedPostgres, type RunningPostgres } from './helpers/postgres';
import { installTestHooks } from './helpers/test-hooks.cjs';

export interface CmsUnderTest {
  url: string;
  databaseKind: 'sqlite' | 'postgres';
  adminEmail: string;
  adminPassword: string;
  /**
   * One staff session for the whole run. Strapi limits /admin/login to a few attempts per
   * e-mail and client, so the test files share this token instead of logging in each.
   */
  staffToken: string;
  /** Every content-API route the running cms exposes, as "METHOD /api/path". */
  contentApiRoutes: string[];
  /** Where the cms under test writes every e-mail (the outbox: no SMTP_HOST in tests). */
  mailOutboxDir: string;
  /** The private folder of rental-application documents. */
  rentalDocumentsDir: string;
  /** The multipart parser's private folder of the cms under test (UPLOADS_INCOMING_DIR), where uploads land first. */
  tempDir: string;
  /** Set on PostgreSQL runs so a test can create its own database on the same server. */
  postgres?: { port: number; user: string; password: string };
  /** What the test hooks (helpers/test-hooks.cjs) of this run's cms and its child processes ask for. */
  testHookToken: string;
  /** This run's scratch folder, removed at the end (helpers/child-database.ts keeps its templates there). */
  scratchDir: string;
  /**
   * SQLite: this database as the seed left it, before any test ran, and a copy of its uploaded
   * files, which `childDatabase(…, { content: true })` copies for a child cms that needs the demo
   * content.
   */
  seededTemplate?: { sqliteFile: string; uploadsDir: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    cms: CmsUnderTest;
  }
}

const cmsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Strapi's ES module build cannot be imported by Node directly; its CommonJS build can.
const { compileStrapi, createStrapi } = createRequire(import.meta.url)(
  '@strapi/strapi',
) as typeof import('@strapi/strapi');

export default async function setup(project: TestProject) {
  const databaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
  const scratchDir = await makeScratchDir('hall-cms-test-');
  let postgres: RunningPostgres | undefined;

  let database: Record<string, string>;
  if (databaseKind === 'postgres') {
    postgres = await startEmbeddedPostgres(scratchDir);
    database = { DATABASE_CLIENT: 'postgres', DATABASE_URL: await postgres.createDatabase('hall_test') };
  } else {
    database = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(scratchDir, 'test.db') };
  }

  const port = await freePort();
  const environment = cmsEnvironment({ scratchDir, port, database });
  const tempDir = environment.UPLOADS_INCOMING_DIR;
  const systemTempDir = path.join(scratchDir, 'tmp');
  await fs.mkdir(systemTempDir, { recursive: true });
  Object.assign(process.env, environment, {
    // The suite reads the demo content (shows, notices, the site config) the seed writes.
    SEED_DEMO_CONTENT: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOG_STARTUP_BANNER: 'false',
    TMPDIR: systemTempDir,
  });
  await fs.mkdir(path.join(environment.PUBLIC_DIR, 'uploads'), { recursive: true });
  await writeFakeWebBuild(environment.WEB_DIST_DIR);

  // `npm test` compiles cms/dist once before its lanes start (CMS_DIST_BUILT): the SQLite and
  // PostgreSQL suites run side by side and must not rewrite the files the other is loading.
  const appContext =
    process.env.CMS_DIST_BUILT === '1'
      ? { appDir: cmsRoot, distDir: path.join(cmsRoot, 'dist') }
      : await compileStrapi({ appDir: cmsRoot });
  const strapi = await createStrapi(appContext).load();
  let seededTemplate: CmsUnderTest['seededTemplate'];
  if (!postgres) {
    // A seed costs a cms 5–7 CPU-s: the child processes that need the demo content start on a copy
    // of this database as the seed left it (helpers/child-database.ts). PostgreSQL copies a
    // database only while nobody is connected to it: there the helper makes one with a child cms.
    const dir = path.join(scratchDir, 'seeded-template');
    await fs.mkdir(dir, { recursive: true });
    const sqliteFile = path.join(dir, 'seeded.db');
    await strapi.db.connection.raw('VACUUM INTO ?', [sqliteFile]);
    seededTemplate = { sqliteFile, uploadsDir: path.join(dir, 'uploads') };
    await fs.cp(path.join(environment.PUBLIC_DIR, 'uploads'), seededTemplate.uploadsDir, { recursive: true });
  }
  injectRentalFaults(strapi);
  const testHookToken = crypto.randomUUID();
  installTestHooks(strapi, testHookToken);
  await strapi.listen();

  const contentApiRoutes = strapi.server
    .listRoutes()
    .filter((layer) => layer.path.startsWith('/api/'))
    .flatMap((layer) =>
      layer.methods.filter((method: string) => method !== 'HEAD').map((method: string) => `${method} ${layer.path}`),
    );

  const url = `http://127.0.0.1:${port}`;
  const staffLogin = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (staffLogin.status !== 200) throw new Error(`staff login: ${staffLogin.status} ${await staffLogin.text()}`);
  const staffToken = ((await staffLogin.json()) as { data: { token: string } }).data.token;

  project.provide('cms', {
    url,
    staffToken,
    databaseKind,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    contentApiRoutes: [...new Set(contentApiRoutes)].sort(),
    mailOutboxDir: environment.MAIL_OUTBOX_DIR,
    rentalDocumentsDir: environment.RENTAL_DOCUMENTS_DIR,
    tempDir,
    postgres: postgres && { port: postgres.port, user: postgres.user, password: postgres.password },
    testHookToken,
    scratchDir,
    seededTemplate,
  });

  return async () => {
    await strapi.destroy();
    await postgres?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  };
}
