import path from 'node:path';
import { startChildCms, type ChildCms } from './child-cms';
import { WAIT_TIMEOUT_MS } from './timeouts.mjs';

/**
 * Several cms processes (compiled cms/dist, as `strapi start` runs it) on ONE database, as
 * docker-compose runs its replicas: the same secrets (child-cms derives them from the scratch
 * folder), the same public folder (shared storage), each with its own multipart folder (it is
 * emptied at every start of its process). Spawned together unless `staggerMs` is given, or one
 * after another, each once the one before is healthy, with `oneAfterAnother` (the first then
 * syncs the schema alone, as a rolling start does). If one fails, those started are stopped.
 */
export async function startInstances(options: {
  count: number;
  scratchDir: string;
  database: Record<string, string>;
  env?: Record<string, string>;
  staggerMs?: number;
  oneAfterAnother?: boolean;
}): Promise<ChildCms[]> {
  const starts: Promise<ChildCms>[] = [];
  for (let index = 0; index < options.count; index += 1) {
    if (index > 0 && options.staggerMs) await new Promise((resolve) => setTimeout(resolve, options.staggerMs));
    if (index > 0 && options.oneAfterAnother) await Promise.allSettled(starts);
    starts.push(
      startChildCms({
        scratchDir: options.scratchDir,
        database: options.database,
        env: {
          UPLOADS_INCOMING_DIR: path.join(options.scratchDir, `uploads-incoming-${index}`),
          ...options.env,
        },
      }),
    );
  }
  const results = await Promise.allSettled(starts);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((instance) => instance.stop()));
    throw failure.reason;
  }
  return started;
}

/** Runs one query on the database at `url` (for counts a test checks). */
export async function queryDatabase<Row extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Polls `read` every `intervalMs` until `done` holds for its result; the milliseconds it took. */
export async function millisecondsUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { intervalMs = 10, timeoutMs = WAIT_TIMEOUT_MS } = {},
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
