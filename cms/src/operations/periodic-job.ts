import type { Core } from '@strapi/strapi';

/**
 * Runs `run` at start (in the background) and every `intervalMs` on this instance, when
 * `enabled` (the job's switch in config/hall.ts); a failure is logged and the next run tries again.
 * The timer does not keep the process alive and stops when the server closes or Strapi is
 * destroyed (stopPeriodicJobs, which also waits for a run in progress; a Strapi that never
 * listened has no server to close). The jobs are safe to run on every instance at once (each
 * claims its work), so there is no leader.
 */
export function startPeriodicJob(
  strapi: Core.Strapi,
  { name, enabled, intervalMs, run }: { name: string; enabled: boolean; intervalMs: number; run: () => Promise<void> },
): void {
  if (!enabled) return;
  const tick = async () => {
    if (stopped) return;
    const running = run().catch((error) => {
      strapi.log.error(`[${name}] failed: ${(error as Error).message}`);
    });
    runs.set(running, name);
    await running;
    runs.delete(running);
  };
  stopped = false;
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
/** The runs in progress, by job name: their queries must end before the database closes. */
const runs = new Map<Promise<void>, string>();
let stopped = false;

/**
 * Stops every periodic job of this process (the shutdown, Strapi's destroy) and waits for the
 * runs in progress, up to `timeoutMs`; none starts after. Resolves the names of the jobs still
 * running then (none: every run finished).
 */
export async function stopPeriodicJobs(timeoutMs: number): Promise<string[]> {
  stopped = true;
  for (const timer of timers) clearInterval(timer);
  timers.clear();
  if (runs.size === 0) return [];
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all([...runs.keys()]),
    new Promise<void>((resolve) => (timeout = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timeout);
  return [...runs.values()];
}
