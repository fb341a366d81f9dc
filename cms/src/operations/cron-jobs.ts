import type { Core } from '@strapi/strapi';

type CronJobs = Pick<Core.Strapi['cron'], 'jobs'>;

/**
 * Strapi's cron service runs the plugins' own jobs even with `server.cron.enabled: false` (the
 * upload plugin's weekly metrics, first due 15 s after a first start). Shutdown pauses them when
 * the signal comes, so that none starts during the drain, and waits here, up to its deadline, for
 * one already running before the database pool closes under it. True when none is running.
 */
export async function cronJobsFinished(cron: CronJobs, timeoutMs: number, pollMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (cron.jobs.some(({ job }) => job.isBusy())) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
