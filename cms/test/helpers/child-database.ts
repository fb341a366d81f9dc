import path from 'node:path';
import { inject } from 'vitest';

/**
 * A fresh database for a child cms (helpers/child-cms.ts) of the same kind as the suite's: a
 * SQLite file in `scratchDir`, or a new database `name` on the suite's embedded PostgreSQL.
 */
export async function childDatabase(scratchDir: string, name: string): Promise<Record<string, string>> {
  const cms = inject('cms');
  if (cms.databaseKind !== 'postgres') {
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(scratchDir, `${name}.db`) };
  }
  const { port, user, password } = cms.postgres!;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: `postgres://${user}:${password}@127.0.0.1:${port}/${name}` };
}
