import fs from 'node:fs';

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell, else its
 * chromium. The headless shell is the same Chromium build (Blink, V8, the network stack) without
 * the desktop browser around it, as Playwright drives by default for headless runs; it does the
 * browser tests with 40 % of the full browser's CPU (docs/decisions/044).
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
