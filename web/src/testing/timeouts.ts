/**
 * Limits that stop a hang, not measures of speed (speed is `npm run bench`'s). A route test that
 * takes under a second alone takes up to 5 s in `npm test` beside the cms and browser lanes on two
 * cores, and up to 17 s on a machine busy with other work too (docs/decisions/055): the limits
 * hold at several times that, so that only a hang or a wrong expectation reaches them.
 */

/** How long a test may run (vitest.config.ts). */
export const TEST_TIMEOUT_MS = 120_000;

/** How long findBy… and waitFor wait for what a test expects to appear (setup.ts). */
export const ASYNC_UTIL_TIMEOUT_MS = 30_000;
