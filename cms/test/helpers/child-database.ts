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
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: await createPostgresDatabase(name) };
}

/** A new, empty database on the suite's embedded PostgreSQL; its URL. */
export async function createPostgresDatabase(name: string): Promise<string> {
  const { createDatabase } = await import('./postgres');
  return createDatabase(inject('cms').postgres!, name);
}
