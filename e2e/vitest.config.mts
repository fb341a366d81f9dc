import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the stack is started the way `npm start` starts it (scripts/start.mjs), on a
 * throw-away SQLite database and upload folder, and driven with playwright-core and Debian's
 * Chromium.
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
    teardownTimeout: 60_000,
  },
});
