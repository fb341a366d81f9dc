import { describe, expect, it } from 'vitest';
import { cronJobsFinished } from './cron-jobs';

/** A cron service with one job that runs until `finish` is called. */
function cronWithRunningJob() {
  let busy = true;
  const cron = { jobs: [{ job: { isBusy: () => false } }, { job: { isBusy: () => busy } }] };
  return { cron: cron as unknown as Parameters<typeof cronJobsFinished>[0], finish: () => (busy = false) };
}

describe('cronJobsFinished', () => {
  it('is true at once when no job is running', async () => {
    const { cron, finish } = cronWithRunningJob();
    finish();
    expect(await cronJobsFinished(cron, 0)).toBe(true);
  });

  it('waits for a running job to end', async () => {
    const { cron, finish } = cronWithRunningJob();
    setTimeout(finish, 30);
    expect(await cronJobsFinished(cron, 5_000, 5)).toBe(true);
    expect(cron.jobs.some(({ job }) => job.isBusy())).toBe(false);
  });

  it('gives up when the time is over and the job still runs', async () => {
    const { cron } = cronWithRunningJob();
    expect(await cronJobsFinished(cron, 20, 5)).toBe(false);
  });
});
