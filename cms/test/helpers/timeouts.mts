/**
 * Limits that stop a hang, not measures of speed (speed is `npm run bench`'s). They hold at many
 * times the slowest time seen in CI: a cms start that seeds the demo content takes about 10 s
 * alone, 60–120 s in `npm test` beside the other lanes on two cores, and more than 120 s on a
 * machine busy with other work (docs/decisions/055). A limit that a slow machine reaches fails a
 * test that has nothing wrong with it; one that only a hang reaches costs nothing when it passes.
 */

/** How long a test or a hook may run (vitest.config.mts), and how long a cms start may take. */
export const TEST_TIMEOUT_MS = 600_000;

/**
 * How long a helper waits for what the cms will do by itself (send a mail, close its listener,
 * stop, end a command) before it reports that it did not. A wait for something that must not
 * happen names its own, short window instead.
 */
export const WAIT_TIMEOUT_MS = 120_000;
