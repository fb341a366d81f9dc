#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (web app, admin panel, cms server),
// then starts Strapi, which serves the site, /api, /admin and /uploads on one origin.
// `npm run build` (`--build-only`) stops after the builds.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuild } from './build-stamps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = path.join(root, 'cms');
const stampDir = path.join(root, '.build-stamps');
const buildOnly = process.argv.includes('--build-only');
// `--build-only --step contract`: that step alone (scripts/test.mjs builds it before the checks).
const onlyStep = process.argv.includes('--step') ? process.argv[process.argv.indexOf('--step') + 1] : undefined;

const log = (message) => console.log(`[start] ${message}`);

ensureCmsEnvFile();
for (const step of buildSteps()) if (!onlyStep || step.name === onlyStep) await runIfStale(step);
if (buildOnly) process.exit(0);
await startCms();

function buildSteps() {
  const lockfile = 'package-lock.json';
  const contract = 'packages/contract/src';
  return [
    {
      // What the cms and the web app share; the cms loads its CommonJS build from packages/contract/dist.
      name: 'contract',
      inputs: [contract, 'packages/contract/package.json', 'packages/contract/tsconfig.json'],
      output: 'packages/contract/dist/index.js',
      command: ['npm', ['run', 'build', '-w', '@hall/contract']],
    },
    {
      name: 'web app',
      inputs: [
        contract,
        'web/src',
        'web/public',
        'web/index.html',
        'web/vite.config.ts',
        'web/tsconfig.json',
        'web/package.json',
        lockfile,
      ],
      output: 'web/dist-server/entry-server.cjs',
      command: ['npm', ['run', 'build', '-w', 'web']],
    },
    {
      // `strapi build` builds the admin panel and compiles the server, so it also satisfies the next step.
      name: 'admin panel',
      inputs: [
        contract,
        'cms/src/admin',
        'cms/src/rental/admin',
        'cms/src/admin-api',
        'cms/src/shared',
        'cms/config',
        'cms/package.json',
        'cms/tsconfig.json',
        lockfile,
      ],
      output: 'cms/dist/build/index.html',
      // cms/package.json's build script: NODE_ENV=production, without which the admin panel
      // ships React's development build (see its test in e2e/admin-home.test.ts).
      command: ['npm', ['run', 'build', '-w', 'cms']],
      alsoBuilds: ['cms server'],
    },
    {
      name: 'cms server',
      inputs: [contract, 'cms/src', 'cms/config', 'cms/tsconfig.json', 'cms/package.json', lockfile],
      output: 'cms/dist/src/index.js',
      command: ['npx', ['tsc', '-p', 'tsconfig.json'], cmsDir],
    },
  ];
}

async function runIfStale(step) {
  const check = checkBuild(root, stampDir, step);
  if (check.upToDate) {
    log(`${step.name}: up to date`);
    return;
  }
  const alsoBuilt = (step.alsoBuilds ?? [])
    .map((name) => buildSteps().find((candidate) => candidate.name === name))
    .map((other) => checkBuild(root, stampDir, other));
  log(`${step.name}: building…`);
  const started = Date.now();
  const [command, args, cwd = root] = step.command;
  await run(command, args, cwd);
  for (const built of [check, ...alsoBuilt]) built.recordBuild();
  log(`${step.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The first start writes cms/.env with fresh random secrets, so a new machine needs no set-up;
 * variables already set in the environment win over the file.
 */
function ensureCmsEnvFile() {
  const envFile = path.join(cmsDir, '.env');
  if (fs.existsSync(envFile)) return;
  const secret = () => crypto.randomBytes(24).toString('base64');
  const lines = [
    '# Written by the first `npm start` with random secrets for this machine. Not committed.',
    '# Every variable is documented in docs/operations.md.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    `RENTAL_DOCUMENT_SECRET=${secret()}`,
    '',
  ];
  fs.writeFileSync(envFile, lines.join('\n'), { mode: 0o600 });
  log('cms/.env created with random secrets');
}

/** The file of the `strapi` command, from @strapi/strapi's package.json as the cms resolves it. */
function strapiCommand() {
  const manifestPath = createRequire(path.join(cmsDir, 'package.json')).resolve('@strapi/strapi/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin.strapi);
}

async function startCms() {
  const port = process.env.PORT ?? '1337';
  const host = process.env.HOST ?? '127.0.0.1';
  const publicDir = process.env.PUBLIC_DIR ? path.resolve(cmsDir, process.env.PUBLIC_DIR) : path.join(cmsDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  // Strapi's own command on this Node, as the image runs it (cms/Dockerfile), not through `npx`:
  // npx runs it under a shell that dies of the SIGTERM passed on below without passing it on, and
  // the cms went on running without this process, never drained.
  const child = spawn(process.execPath, [strapiCommand(), 'start'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, HOST: host },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  if (await waitForHealth(origin, child)) {
    console.log('');
    console.log(`  공연장 사이트   ${origin}/`);
    console.log(`  관리자 화면     ${origin}/admin`);
    console.log(`  API            ${origin}/api`);
    console.log('');
    log(`ready at ${origin}`);
  }
}

async function waitForHealth(origin, child) {
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
    try {
      const response = await fetch(`${origin}/_health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
