// Starting and stopping the built cms (which also serves web/dist) for the benchmark.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cmsDir = path.join(root, 'cms');
const strapiBin = path.join(root, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const secret = () => crypto.randomBytes(16).toString('base64');
const secrets = {
  APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  RENTAL_DOCUMENT_SECRET: secret(),
};

/**
 * Starts `strapi start` (the production server of cms/dist) on a free port against the given
 * SQLite file; `env` adds the environment of a benchmark mode, and `stock` starts the same cms as
 * stock Strapi instead (bench/stock-strapi.mjs). Resolves once /_health responds.
 */
export async function startCms({ databaseFile, publicDir, env = {}, label, stock = false }) {
  const port = await freePort();
  const command = stock ? [path.join(root, 'bench', 'stock-strapi.mjs')] : [strapiBin, 'start'];
  const child = spawn(process.execPath, command, {
    cwd: cmsDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: databaseFile,
      PUBLIC_DIR: publicDir,
      SERVE_ADMIN_PANEL: 'false',
      SEED_DEMO_CONTENT: 'true',
      // The seeded applications go back five years: the retention purge (docs/decisions/027) would thin them out.
      RENTAL_RETENTION_PURGE: 'off',
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      LOG_LEVEL: 'warn',
      SMTP_HOST: '',
      MAIL_OUTBOX_DIR: path.join(publicDir, '..', 'mail'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    if (child.exitCode !== null)
      throw new Error(`cms (${label}) exited with ${child.exitCode}:\n${output.slice(-4000)}`);
    try {
      const response = await fetch(`${origin}/_health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
