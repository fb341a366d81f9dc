import path from 'node:path';
import { inject } from 'vitest';
import { startChildCms, type ChildCms } from './child-cms';

/**
 * Several cms processes (compiled cms/dist, as `strapi start` runs it) on ONE database, as
 * docker-compose runs its replicas: the same secrets (child-cms derives them from the scratch
 * folder), the same public folder (shared storage), each with its own multipart folder (it is
 * emptied at every start of its process). Spawned together unless `staggerMs` is given.
 */
export async function startInstances(options: {
  count: number;
  scratchDir: string;
  database: Record<string, string>;
  env?: Record<string, string>;
  staggerMs?: number;
}): Promise<ChildCms[]> {
  const starts: Promise<ChildCms>[] = [];
  for (let index = 0; index < options.count; index += 1) {
    if (index > 0 && options.staggerMs) await new Promise((resolve) => setTimeout(resolve, options.staggerMs));
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

/** A new, empty PostgreSQL database on the suite's server; its URL. */
export async function createPostgresDatabase(name: string): Promise<string> {
  const { port, user, password } = inject('cms').postgres!;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return `postgres://${user}:${password}@127.0.0.1:${port}/${name}`;
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
