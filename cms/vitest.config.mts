import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT_MS } from './test/helpers/timeouts.mjs';

/**
 * The cms integration suite: one real Strapi, started in the test process by the global setup
 * on a throw-away SQLite file or an embedded PostgreSQL (TEST_DATABASE=sqlite|postgres), and
 * exercised over HTTP as the public, members and staff would.
 */
/**
 * Which database each file runs on (docs/decisions/042). Production runs PostgreSQL (the images,
 * docker-compose); SQLite is `npm start`'s zero-configuration database for development and demos.
 *
 * Files whose subject does not depend on the database (HTTP caching, keep-alive, URLs, rendered
 * pages, mail texts, password rules, the test hooks, pure functions): SQLite only. Not the S3
 * storage file: it runs two cms instances on one database, which only PostgreSQL supports
 * (docs/decisions/024), so it runs there.
 */
const DATABASE_AGNOSTIC = [
  'src/**/*.test.ts',
  'test/admin-labels.test.ts',
  'test/auth-errors.test.ts',
  'test/auth-mail.test.ts',
  'test/auth-passwords.test.ts',
  'test/http-cache.test.ts',
  'test/keep-alive.test.ts',
  'test/public-origin.test.ts',
  'test/server-rendered-pages.test.ts',
  'test/test-hooks.test.ts',
  'test/web-app.test.ts',
];

/**
 * Files that also run on SQLite, besides PostgreSQL: what the development database must prove
 * itself (a fresh start seeds once and survives a restart, a submission with its files and 100 at
 * once, backup and restore of a SQLite install, the SQL publishing writes by hand, a NUL) and the
 * files that cost a few seconds and query by date, kind or text, where SQLite and PostgreSQL
 * compare differently. Every other file — the long ones: the mail outbox with its restarts, the
 * hostile-input corpus, the workflow, roles, retention, shutdown — runs on PostgreSQL only; a new
 * file does too until it is listed here.
 */
const ALSO_ON_SQLITE = [
  'test/backup-restore.test.ts',
  'test/restart.test.ts',
  'test/demo-content.test.ts',
  'test/publishing.test.ts',
  'test/scheduled-publishing.test.ts',
  'test/nul-character.test.ts',
  'test/rental-submission.test.ts',
  'test/rental-concurrency.test.ts',
  'test/rental-documents.test.ts',
  'test/rental-document-bounds.test.ts',
  'test/rental-deadlines.test.ts',
  'test/rental-rounds.test.ts',
  'test/rental-staff-routes.test.ts',
  'test/schedule.test.ts',
  'test/show-status.test.ts',
  'test/home.test.ts',
  'test/discovery.test.ts',
  'test/preview.test.ts',
  'test/data-exposure.test.ts',
  'test/public-query-hostile.test.ts',
  'test/auth-sessions.test.ts',
  'test/auth-profile.test.ts',
  'test/admin-login.test.ts',
  'test/staff-invitations.test.ts',
];

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/**
 * The PostgreSQL suite in two parts that `npm test` runs side by side, each with its own server
 * and cms (scripts/test.mjs): `TEST_PART=child-processes`, the files that start cms processes or
 * commands of their own (restarts, kill -9, several instances, backups: most of the suite's
 * time, spent waiting for start-ups), and `TEST_PART=in-process`, the rest. Found by what each
 * file calls, so a new file lands in the right part by itself.
 */
const STARTS_PROCESSES = /\b(startChildCms|startInstances|runOperationsCommand|spawn)\(/;
/**
 * A file that starts a cms process of its own but runs in the in-process part all the same, so
 * that the lanes end together: the child-processes part was the run's longest lane, ending 45–60 s
 * after SQLite + in-process (docs/decisions/050). One restart, and otherwise the suite's cms.
 */
const RUNS_WITH_IN_PROCESS_PART = ['test/staff-roles.test.ts'];
const testDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test');
const CHILD_PROCESS_FILES = fs
  .readdirSync(testDir)
  .filter(
    (file) => file.endsWith('.test.ts') && STARTS_PROCESSES.test(fs.readFileSync(path.join(testDir, file), 'utf8')),
  )
  .map((file) => `test/${file}`)
  .filter((file) => !RUNS_WITH_IN_PROCESS_PART.includes(file));
const part = process.env.TEST_PART;
if (part !== undefined && part !== 'child-processes' && part !== 'in-process')
  throw new Error(`TEST_PART is child-processes or in-process, not ${part}`);

const postgresInclude = part === 'child-processes' ? CHILD_PROCESS_FILES : ['test/**/*.test.ts', 'src/**/*.test.ts'];
const postgresExclude = part === 'in-process' ? [...DATABASE_AGNOSTIC, ...CHILD_PROCESS_FILES] : DATABASE_AGNOSTIC;

export default defineConfig({
  test: {
    include: onPostgres ? postgresInclude : [...DATABASE_AGNOSTIC, ...ALSO_ON_SQLITE],
    exclude: onPostgres ? postgresExclude : [],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // The files run one after another in one worker process that keeps the modules it imported
    // (the helpers, undici, knex, the contract) instead of a fresh process per file: about 0.5–1
    // CPU-s less per file. Each test file is still evaluated anew; what a file stubs it unstubs.
    isolate: false,
    // Several tests start a cms process or two inside the test (restart, publishing, retention):
    // the limit is there to stop a hang, not to time (test/helpers/timeouts.mts).
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
