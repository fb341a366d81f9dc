// Whether a build step of `npm start` (scripts/start.mjs) must run again: each step records, in
// .build-stamps/, a hash of its inputs and when its output was written.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a step's stamp before it builds. A step's output is up to date when it exists and neither
 * its inputs nor the output itself changed since the step last ran. The output counts too because
 * something else may have rewritten it: the cms suite compiles cms/dist from the working tree,
 * which may have changed back since.
 *
 * `recordBuild` stores the inputs as they were hashed here, before the build: a source edited while
 * the step runs is then still seen as changed by the next start.
 */
export function checkBuild(root, stampDir, step) {
  const inputHash = hashInputs(root, step.inputs);
  const file = stampFile(stampDir, step);
  const stamp = stampOf(root, step, inputHash);
  return {
    upToDate: stamp !== undefined && readIfExists(file) === stamp,
    recordBuild() {
      const built = stampOf(root, step, inputHash);
      if (built === undefined) throw new Error(`${step.name}: the build wrote no ${step.output}`);
      fs.mkdirSync(stampDir, { recursive: true });
      fs.writeFileSync(file, built);
    },
  };
}

function stampOf(root, step, inputHash) {
  const output = path.join(root, step.output);
  if (!fs.existsSync(output)) return undefined;
  return `${inputHash} ${fs.statSync(output).mtimeMs}`;
}

function stampFile(stampDir, step) {
  return path.join(stampDir, `${step.name.replace(/\s+/g, '-')}.sha256`);
}

function hashInputs(root, inputs) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) {
    for (const file of listFiles(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function listFiles(target) {
  if (!fs.existsSync(target)) return [];
  const stat = fs.statSync(target);
  if (stat.isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(path.join(target, entry.name)));
}

function readIfExists(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
