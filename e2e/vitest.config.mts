import { defineConfig } from 'vitest/config';
import { WAIT_TIMEOUT_MS } from './support/timeouts.mjs';

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
    // One worker process for every file, keeping playwright-core and the helpers loaded, instead
    // of a fresh process per file: about 1 CPU-s less per file. Each file launches its own browser.
    isolate: false,
    // Limits to stop a hang, not to time: the slowest test takes about 36 s in `npm test` on two
    // cores, 43 s beside two CPU burners (docs/decisions/055).
    testTimeout: 180_000,
    hookTimeout: 600_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: WAIT_TIMEOUT_MS } },
  },
});
