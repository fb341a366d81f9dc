import { EventEmitter } from 'node:events';
import type { Core } from '@strapi/strapi';
import { afterEach, describe, expect, it } from 'vitest';
import { startPeriodicJob, stopPeriodicJobs } from './periodic-job';

function fakeStrapi(errors: string[] = []) {
  return {
    log: { error: (line: string) => errors.push(line) },
    server: { httpServer: new EventEmitter() },
  } as unknown as Core.Strapi;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(async () => {
  await stopPeriodicJobs(1_000);
});

describe('periodic jobs', () => {
  it('waits for a run in progress when stopped, and starts none after', async () => {
    const release = deferred();
    let runs = 0;
    let finished = false;
    startPeriodicJob(fakeStrapi(), {
      name: 'test',
      enabled: true,
      intervalMs: 10,
      run: async () => {
        runs += 1;
        await release.promise;
        finished = true;
      },
    });
    expect(runs).toBe(1);
    const stopping = stopPeriodicJobs(5_000);
    setTimeout(release.resolve, 50);
    expect(await stopping).toEqual([]);
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);
  });

  it('gives up waiting after the timeout and says so', async () => {
    const never = deferred();
    startPeriodicJob(fakeStrapi(), { name: 'stuck', enabled: true, intervalMs: 1_000, run: () => never.promise });
    expect(await stopPeriodicJobs(20)).toEqual(['stuck']);
    never.resolve();
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const errors: string[] = [];
    let runs = 0;
    startPeriodicJob(fakeStrapi(errors), {
      name: 'flaky',
      enabled: true,
      intervalMs: 10,
      run: async () => {
        runs += 1;
        throw new Error('database gone');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(errors[0]).toBe('[flaky] failed: database gone');
    expect(runs).toBeGreaterThan(1);
  });

  it('does nothing when switched off', async () => {
    let runs = 0;
    startPeriodicJob(fakeStrapi(), {
      name: 'off',
      enabled: false,
      intervalMs: 10,
      run: async () => {
        runs += 1;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(0);
  });
});
