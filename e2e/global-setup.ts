import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { WAIT_TIMEOUT_MS } from './support/timeouts.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      baseUrl: string;
      chromium: string | null;
      adminEmail: string;
      adminPassword: string;
      outputDir: string;
      /** Whether `screenshot()` saves its pictures (E2E_SCREENSHOTS; docs/decisions/044). */
      screenshots: boolean;
      /** Where the cms writes every mail (MAIL_OUTBOX_DIR): `<time>-<id>.json` and `.eml`. */
      mailDir: string;
    };
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_EMAIL = 'staff@arthall.example';
const ADMIN_PASSWORD = 'Staff-E2e-2026!';

export default async function setup(project: TestProject) {
  const outputDir = path.join(repoRoot, 'e2e', 'output');
  await fs.mkdir(outputDir, { recursive: true });

  const chromium = findChromium() ?? null;
  if (!chromium) {
    const banner = [
      '',
      '!'.repeat(78),
      '!!  Chromium was not found (looked for $CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium).',
      '!!  THE BROWSER TESTS DID NOT RUN. Install it with: apt-get install -y chromium-headless-shell',
      '!'.repeat(78),
      '',
    ].join('\n');
    if (process.env.CI === 'true') throw new Error(`${banner}\nCI=true: a missing browser fails the run.`);
    console.warn(banner);
  }

  const scratchDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hall-e2e-'));
  const mailDir = path.join(scratchDir, 'mail');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(scratchDir, 'e2e.db'),
      PUBLIC_DIR: path.join(scratchDir, 'public'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      // Mail goes to the outbox in the scratch folder, where the account tests read the links.
      SMTP_HOST: '',
      MAIL_OUTBOX_DIR: mailDir,
      // Every request comes from 127.0.0.1: the tests must not trip the per-client auth limit.
      AUTH_RATE_LIMIT_MAX: '1000',
      ADMIN_RATE_LIMIT_MAX: '1000',
      // bcrypt's cheapest cost for members' passwords, as in the cms suite (docs/decisions/047).
      PASSWORD_HASH_ROUNDS: '4',
      // Scheduled publishing within seconds, so that a browser test can wait for it.
      SCHEDULED_PUBLISHING_INTERVAL_SECONDS: '2',
    },
  });
  const output: string[] = [];
  server.stdout?.on('data', (chunk) => output.push(String(chunk)));
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));

  try {
    await waitForReady(baseUrl, server, output);
  } catch (error) {
    stop(server);
    console.error(output.join(''));
    throw error;
  }

  project.provide('e2e', {
    baseUrl,
    chromium,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    outputDir,
    screenshots: takesScreenshots(),
    mailDir,
  });

  return async () => {
    await stop(server);
    await fs.rm(scratchDir, { recursive: true, force: true });
  };
}

async function waitForReady(baseUrl: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 9 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the stack exited with ${server.exitCode}`);
    if (output.join('').includes('[start] ready at')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the stack did not start at ${baseUrl}`);
}

/**
 * Stops the stack as a process manager or `kill` would: SIGTERM to `npm start`'s process alone,
 * which passes it on to the cms and exits when the cms has drained and exited. Anything of its
 * process group still running then was left behind by it: killed, and the run fails.
 */
async function stop(server: ChildProcess) {
  if (!server.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), WAIT_TIMEOUT_MS))),
  ]);
  // A pending timer would keep the test process alive for the rest of the minute.
  clearTimeout(timer);
  const leftRunning = groupRunning(server.pid);
  if (leftRunning) process.kill(-server.pid, 'SIGKILL');
  if (!stopped || leftRunning) {
    throw new Error(
      stopped
        ? 'npm start exited on SIGTERM but left processes of its group running (killed now)'
        : `npm start did not exit within ${WAIT_TIMEOUT_MS} ms of SIGTERM (killed now)`,
    );
  }
}

/** Whether any process of the group `pid` leads is still running. */
function groupRunning(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The screenshots are for a person to look at (e2e/output/); nothing compares them. A clean-clone
 * CI run keeps no files, so there they only cost time (docs/decisions/044): taken unless CI=true,
 * and E2E_SCREENSHOTS=1 or 0 says otherwise either way.
 */
function takesScreenshots(): boolean {
  const asked = process.env.E2E_SCREENSHOTS;
  if (asked === '1' || asked === '0') return asked === '1';
  return process.env.CI !== 'true';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
