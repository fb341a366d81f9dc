#!/usr/bin/env node
// `npm test`: every check of the repository, in order, with one summary at the end.
// Each suite runs even when an earlier one failed, so one run shows every failure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const suites = [
  { name: 'type checks (cms, web)', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'repository (docker-compose, nginx)', command: 'npm', args: ['run', 'test:repo'] },
  { name: 'cms on SQLite', command: 'npm', args: ['run', 'test:sqlite', '-w', 'cms'] },
  { name: 'cms on PostgreSQL', command: 'npm', args: ['run', 'test:postgres', '-w', 'cms'] },
  { name: 'web (Vitest, MSW)', command: 'npm', args: ['run', 'test', '-w', 'web'] },
  { name: 'browser (playwright-core, Chromium)', command: 'npm', args: ['run', 'test:e2e'] },
];

const only = process.argv.slice(2);
const results = [];
for (const suite of suites) {
  if (only.length > 0 && !only.some((word) => suite.name.toLowerCase().includes(word.toLowerCase()))) continue;
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const code = await run(suite.command, suite.args);
  results.push({ ...suite, code, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━━ summary ━━━');
for (const result of results) {
  console.log(`${result.code === 0 ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(0)} s)`);
}
const failed = results.filter((result) => result.code !== 0).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
