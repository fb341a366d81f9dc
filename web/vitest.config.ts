import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { TEST_TIMEOUT_MS } from './src/testing/timeouts.ts';

/**
 * Three projects: the component and route tests in one shared jsdom (MSW in place of the cms);
 * the files that replace a module with vi.mock, each in a jsdom of its own; and
 * `*.node.test.ts` files that run in plain Node (the bundle-size check builds the site).
 */
const MOCKING_MODULES = [
  'src/features/rental/routes/rental-write.test.tsx',
  'src/features/rental/routes/my-applications.test.tsx',
];

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'dom',
              environment: 'jsdom',
              globals: true,
              setupFiles: ['./src/testing/setup.ts'],
              include: ['src/**/*.test.{ts,tsx}'],
              exclude: ['src/**/*.node.test.ts', ...MOCKING_MODULES],
              restoreMocks: true,
              // One jsdom and one import of React, the router, SWR and MSW for all files rather
              // than one per file: 250 s instead of 420 s on two cores (46 s of CPU instead of
              // 111 s). src/testing/setup.ts resets what a test leaves behind (the DOM, MSW's
              // handlers, the mock cms's data, the session, cookies); each render gets its own SWR cache.
              isolate: false,
              testTimeout: TEST_TIMEOUT_MS,
            },
          },
          {
            extends: true,
            test: {
              name: 'dom-mocks',
              environment: 'jsdom',
              globals: true,
              setupFiles: ['./src/testing/setup.ts'],
              include: MOCKING_MODULES,
              restoreMocks: true,
              // vi.mock replaces a module in the module registry, which the shared one would keep.
              isolate: true,
              testTimeout: TEST_TIMEOUT_MS,
            },
          },
          {
            extends: true,
            test: {
              name: 'node',
              environment: 'node',
              include: ['src/**/*.node.test.ts'],
              testTimeout: TEST_TIMEOUT_MS,
              hookTimeout: TEST_TIMEOUT_MS,
            },
          },
        ],
      },
    }),
  ),
);
