#!/usr/bin/env node
// `npm test`: every check of the repository, with one summary at the end.
// Each suite runs even when an earlier one failed, so one run shows every failure.
//
// The suites run in three lanes at once: the cms integration suite on SQLite, the same suite on
// PostgreSQL, and everything else. The machine has two cores, but the cms suites spend much of
// their time waiting on the processes they start and stop. Each suite's output is printed whole
// when it ends, so the lanes never interleave. `TEST_LANES=1` runs everything in one lane
// with live output; `node scripts/test.mjs cms` (or `web`, `browser`, …) runs the suites whose
// name contains the word.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const suites = [
  { lane: 0, name: 'type checks (contract, cms, web)', command: 'npm', args: ['run', 'typecheck'] },
  { lane: 0, name: 'lint (ESLint, Prettier)', command: 'npm', args: ['run', 'lint'] },
  { lane: 0, name: 'repository (docker-compose, nginx)', command: 'npm', args: ['run', 'test:repo'] },
  { lane: 0, name: 'contract (Vitest)', command: 'npm', args: ['run', 'test', '-w', '@hall/contract'] },
  { lane: 0, name: 'browser (playwright-core, Chromium)', command: 'npm', args: ['run', 'test:e2e'] },
  // The web suite runs before the SQLite suite: that lane is the shortest, the browser lane the longest.
  { lane: 1, name: 'web (Vitest, MSW)', command: 'npm', args: ['run', 'test', '-w', 'web'] },
  { lane: 1, name: 'cms on SQLite', command: 'npm', args: ['run', 'test:sqlite', '-w', 'cms'] },
  { lane: 2, name: 'cms on PostgreSQL', command: 'npm', args: ['run', 'test:postgres', '-w', 'cms'] },
];

const only = process.argv.slice(2);
const selected = suites.filter(
  (suite) => only.length === 0 || only.some((word) => suite.name.toLowerCase().includes(word.toLowerCase())),
);
const oneLane = process.env.TEST_LANES === '1' || selected.length <= 1;
const laneNumbers = [...new Set(suites.map((suite) => suite.lane))].sort();
const lanes = oneLane ? [selected] : laneNumbers.map((lane) => selected.filter((suite) => suite.lane === lane));

const started = Date.now();
// The cms suite compiles the server into cms/dist and the browser suite starts the stack from
// it: build once first, so that the lanes never write the same files at the same time.
const prelude = oneLane
  ? []
  : [
      {
        name: 'build (web app, admin panel, cms server)',
        command: 'node',
        args: ['scripts/start.mjs', '--build-only'],
      },
    ];
const results = [...(await runLane(prelude, { live: true }))];
// The cms suites then load cms/dist as built instead of compiling it each (global-setup.ts).
if (prelude.length > 0) process.env.CMS_DIST_BUILT = '1';
results.push(...(await Promise.all(lanes.map((lane) => runLane(lane, { live: oneLane })))).flat());

console.log('\n━━━ summary ━━━');
for (const result of results) {
  console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(0)} s)`);
}
const failed = results.filter((result) => result.code !== 0).length;
console.log(`wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

async function runLane(lane, { live }) {
  const laneResults = [];
  for (const suite of lane) {
    if (live) console.log(`\n━━━ ${suite.name} ━━━`);
    const suiteStarted = Date.now();
    const { code, output } = await run(suite.command, suite.args, live);
    const seconds = (Date.now() - suiteStarted) / 1000;
    if (!live) process.stdout.write(`\n━━━ ${suite.name} (${seconds.toFixed(0)} s) ━━━\n${output}`);
    laneResults.push({ ...suite, code, seconds });
  }
  return laneResults;
}

function run(command, args, live) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
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
