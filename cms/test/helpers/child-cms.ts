import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { cmsEnvironment, freePort, nodeFor } from './environment';
import { TEST_TIMEOUT_MS, WAIT_TIMEOUT_MS } from './timeouts.mjs';

const cmsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ChildCms {
  url: string;
  /** Everything the child printed so far (its log). */
  output(): string;
  stop(): Promise<void>;
  /** Sends a signal (SIGKILL for a crash, SIGTERM for a deploy) without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal ended it) and the signal, once the child is gone. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the compiled cms (as `strapi start` would) in a child process, on the database and
 * folders given, so a test can stop it and start it again on the same data. `env` is added
 * last, for settings a test needs (SMTP_*, a short RESET_CODE_TTL_MINUTES, low rate limits, …).
 */
export async function startChildCms(options: {
  scratchDir: string;
  database: Record<string, string>;
  env?: Record<string, string>;
}): Promise<ChildCms> {
  const port = await freePort();
  const environment = cmsEnvironment({ scratchDir: options.scratchDir, port, database: options.database });
  await fs.mkdir(path.join(environment.PUBLIC_DIR, 'uploads'), { recursive: true });
  const { adminEmail, adminPassword, testHookToken } = inject('cms');

  const child: ChildProcess = spawn(
    nodeFor(options.database),
    [path.join(cmsRoot, 'test', 'helpers', 'child-entry.cjs')],
    {
      cwd: cmsRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...environment,
        // Same secrets on every start of this database, as on a real server.
        ...stableSecrets(options.scratchDir),
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        TEST_HOOK_TOKEN: testHookToken,
        LOG_LEVEL: 'warn',
        LOG_STARTUP_BANNER: 'false',
        ...options.env,
      },
    },
  );
  const output: string[] = [];
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));

  const url = `http://127.0.0.1:${port}`;
  // As long as the test may take: a start only fails here when it hangs (or the test's limit ends it).
  const deadline = Date.now() + TEST_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`child cms exited with ${child.exitCode}:\n${output.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`child cms did not start:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${url}/_health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    output: () => output.join(''),
    kill: (signal) => child.kill(signal),
    exited: () => exit,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), WAIT_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    },
  };
}

function stableSecrets(seed: string): Record<string, string> {
  const value = (name: string) => Buffer.from(`${seed}:${name}`).toString('base64');
  return {
    APP_KEYS: ['a', 'b', 'c', 'd'].map(value).join(','),
    API_TOKEN_SALT: value('api'),
    ADMIN_JWT_SECRET: value('admin'),
    TRANSFER_TOKEN_SALT: value('transfer'),
    JWT_SECRET: value('jwt'),
    ENCRYPTION_KEY: value('encryption'),
  };
}
