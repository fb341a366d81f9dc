/**
 * How long a browser test waits for something the site, the admin panel or the cms does by itself
 * (an element, an address, a polled value): a guard against a hang, not a timing
 * (docs/decisions/055). Every browser context (`newBrowserContext`) and `expect.poll`
 * (vitest.config.mts) wait this long, so no wait sets its own. Waits for something that may not
 * happen (an optional button, a redirect that may already be done) stay short where they are.
 */
export const WAIT_TIMEOUT_MS = 60_000;
