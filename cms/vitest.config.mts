import { defineConfig } from 'vitest/config';

/**
 * The cms integration suite: one real Strapi, started in the test process by the global setup
 * on a throw-away SQLite file or an embedded PostgreSQL (TEST_DATABASE=sqlite|postgres), and
 * exercised over HTTP as the public, members and staff would.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    reporters: ['default'],
  },
});
