import { startChildCms, type ChildCms } from './child-cms';

/**
 * Several cms processes (compiled cms/dist, helpers/child-cms.ts) on one database, as behind a load
 * balancer: same secrets, same public and private folders (one `scratchDir`), each on its own
 * port. By default the first starts alone (schema sync, seed) and the others once it is healthy;
 * `simultaneously` starts them all at the same moment.
 */
export async function startCmsProcesses(options: {
  count: number;
  scratchDir: string;
  database: Record<string, string>;
  env?: Record<string, string>;
  simultaneously?: boolean;
}): Promise<ChildCms[]> {
  const start = () => startChildCms({ scratchDir: options.scratchDir, database: options.database, env: options.env });
  if (options.simultaneously) {
    const started = await Promise.allSettled(Array.from({ length: options.count }, start));
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(running.map((cms) => cms.stop()));
      throw failure.reason;
    }
    return running;
  }
  const running: ChildCms[] = [];
  try {
    for (let index = 0; index < options.count; index += 1) running.push(await start());
  } catch (error) {
    await Promise.all(running.map((cms) => cms.stop()));
    throw error;
  }
  return running;
}

/** Polls `read` every `intervalMs` until `done` holds for its result; the milliseconds it took. */
export async function millisecondsUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { intervalMs = 10, timeoutMs = 70_000 } = {},
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
