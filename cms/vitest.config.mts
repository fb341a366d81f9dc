import { defineConfig } from 'vitest/config';

/**
 * The cms integration suite: one real Strapi, started in the test process by the global setup
 * on a throw-away SQLite file or an embedded PostgreSQL (TEST_DATABASE=sqlite|postgres), and
 * exercised over HTTP as the public, members and staff would.
 */
/**
 * Files whose subject does not depend on the database (HTTP caching, URLs, rendered pages, mail
 * texts, password rules, file storage, the test hooks, pure functions): they run on SQLite only.
 * Everything that reads or writes through the database runs on both.
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
  'test/s3-storage.test.ts',
  'test/server-rendered-pages.test.ts',
  'test/test-hooks.test.ts',
  'test/web-app.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE === 'postgres' ? DATABASE_AGNOSTIC : [],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // Several tests start a cms process or two inside the test (restart, publishing, retention):
    // a start takes 10–30 s on a loaded machine. The limit is there to stop a hang, not to time.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
