import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuild } from './build-stamps.mjs';

describe("npm start's build stamps", () => {
  let root: string;
  let stampDir: string;
  const step = { name: 'cms server', inputs: ['src'], output: 'dist/index.js' };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  /** The output as another writer leaves it: other content, a later modification time. */
  const rewriteOutput = (text: string) => {
    write(step.output, text);
    const later = new Date(fs.statSync(path.join(root, step.output)).mtimeMs + 5_000);
    fs.utimesSync(path.join(root, step.output), later, later);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-build-stamps-'));
    stampDir = path.join(root, '.build-stamps');
    write('src/index.ts', 'export const answer = 42;');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const isUpToDate = () => checkBuild(root, stampDir, step).upToDate;
  /** A build as `npm start` runs one: check, write the output, record. */
  const build = () => {
    const check = checkBuild(root, stampDir, step);
    write(step.output, 'built');
    check.recordBuild();
  };

  it('builds on a fresh clone: no output and no stamp', () => {
    expect(isUpToDate()).toBe(false);
  });

  it('builds when the output exists but was never recorded', () => {
    write(step.output, 'built elsewhere');
    expect(isUpToDate()).toBe(false);
  });

  it('is up to date after a recorded build, until a source changes', () => {
    build();
    expect(fs.existsSync(path.join(stampDir, 'cms-server.sha256'))).toBe(true);
    expect(isUpToDate()).toBe(true);
    write('src/index.ts', 'export const answer = 43;');
    expect(isUpToDate()).toBe(false);
    write('src/index.ts', 'export const answer = 42;');
    expect(isUpToDate()).toBe(true);
    write('src/extra.ts', 'export {};');
    expect(isUpToDate()).toBe(false);
  });

  it('builds again when something else rewrote the output, though the sources match the stamp', () => {
    build();
    rewriteOutput('compiled by a test from a change since undone');
    expect(isUpToDate()).toBe(false);
  });

  it('builds again when the output is gone, and refuses to record a build that wrote none', () => {
    build();
    fs.rmSync(path.join(root, step.output));
    expect(isUpToDate()).toBe(false);
    expect(() => checkBuild(root, stampDir, step).recordBuild()).toThrow(
      'cms server: the build wrote no dist/index.js',
    );
  });

  it('builds again when a source changed while the step was building', () => {
    const check = checkBuild(root, stampDir, step);
    write(step.output, 'built from answer 42');
    write('src/index.ts', 'export const answer = 43;');
    check.recordBuild();
    expect(isUpToDate()).toBe(false);
  });
});
