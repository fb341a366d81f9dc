import type { Core } from '@strapi/strapi';

/**
 * Runs `run` at start (in the background) and every `intervalMs` on this instance, when
 * `enabled` (the job's switch in config/hall.ts); a failure is logged and the next run tries again.
 * The timer does not keep the process alive and stops when the server closes or Strapi is
 * destroyed (stopPeriodicJobs; a Strapi that never listened has no server to close). The jobs are
 * safe to run on every instance at once (each claims its work), so there is no leader.
 */
export function startPeriodicJob(
  strapi: Core.Strapi,
  { name, enabled, intervalMs, run }: { name: string; enabled: boolean; intervalMs: number; run: () => Promise<void> },
): void {
  if (!enabled) return;
  const tick = async () => {
    try {
      await run();
    } catch (error) {
      strapi.log.error(`[${name}] failed: ${(error as Error).message}`);
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  timers.add(timer);
  strapi.server.httpServer.once('close', () => {
    clearInterval(timer);
    timers.delete(timer);
  });
}

const timers = new Set<NodeJS.Timeout>();

/** Stops every periodic job of this process (Strapi's destroy). */
export function stopPeriodicJobs(): void {
  for (const timer of timers) clearInterval(timer);
  timers.clear();
}
