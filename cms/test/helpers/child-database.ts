import fs from 'node:fs/promises';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A database for a child cms (helpers/child-cms.ts) of the same kind as the suite's: a SQLite
 * file in `scratchDir`, or a database `name` on the suite's embedded PostgreSQL.
 *
 * By default it is a copy of a database one cms has already started on (its schema, the first
 * staff account, the roles, the site config; no demo content): a child then starts in about half
 * the time, without creating every table. `fresh: true` gives an empty database instead, for
 * what must start on one: a first start, a restore target. `content: true` gives a copy of the
 * suite's database as the seed left it, and its uploaded files in `scratchDir`'s public/uploads
 * (global-setup.ts), for a child that needs the demo content without seeding it.
 */
export async function childDatabase(
  scratchDir: string,
  name: string,
  { fresh = false, content = false }: { fresh?: boolean; content?: boolean } = {},
): Promise<Record<string, string>> {
  const cms = inject('cms');
  if (content) return seededCopy(scratchDir, name);
  if (cms.databaseKind !== 'postgres') {
    const filename = path.join(scratchDir, `${name}.db`);
    if (!fresh) await fs.copyFile(await startedTemplate(), filename);
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename };
  }
  if (fresh) return { DATABASE_CLIENT: 'postgres', DATABASE_URL: await createPostgresDatabase(name) };
  await startedTemplate();
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: await createPostgresDatabase(name, TEMPLATE) };
}

/** A knex connection to a child cms's database (what `childDatabase` returned), to read or alter it as a test. */
export function connectToDatabase(database: Record<string, string>): Knex {
  return database.DATABASE_CLIENT === 'postgres'
    ? knex({ client: 'pg', connection: database.DATABASE_URL })
    : knex({ client: 'better-sqlite3', connection: { filename: database.DATABASE_FILENAME }, useNullAsDefault: true });
}

/** A new database on the suite's embedded PostgreSQL, empty or a copy of `template`; its URL. */
export async function createPostgresDatabase(name: string, template?: string): Promise<string> {
  const { createDatabase } = await import('./postgres');
  return createDatabase(inject('cms').postgres!, name, template);
}

/**
 * A copy of a seeded database in `scratchDir`, with its uploaded files in public/uploads: on
 * SQLite of the suite's own as the seed left it (global-setup.ts); on PostgreSQL, which copies a
 * database only while nobody is connected to it, of one a child cms seeded and stopped, made on
 * first use and kept for the run like the started template below.
 */
async function seededCopy(scratchDir: string, name: string): Promise<Record<string, string>> {
  const uploads = path.join(scratchDir, 'public', 'uploads');
  const sqlite = inject('cms').seededTemplate;
  if (sqlite) {
    await fs.cp(sqlite.uploadsDir, uploads, { recursive: true });
    const filename = path.join(scratchDir, `${name}.db`);
    await fs.copyFile(sqlite.sqliteFile, filename);
    return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename };
  }
  await fs.cp(await seededPostgresTemplate(), uploads, { recursive: true });
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: await createPostgresDatabase(name, SEEDED_TEMPLATE) };
}

const SEEDED_TEMPLATE = 'hall_seeded_template';

/** Makes SEEDED_TEMPLATE on first use (a child seeds a copy of the started template); the folder of its uploaded files. */
async function seededPostgresTemplate(): Promise<string> {
  const dir = path.join(inject('cms').scratchDir, 'seeded-template');
  await postgresTemplate(SEEDED_TEMPLATE, async (making) => {
    await fs.rm(dir, { recursive: true, force: true });
    await startedTemplate();
    await startAndStopChild(dir, await createPostgresDatabase(making, TEMPLATE), { SEED_DEMO_CONTENT: 'true' });
  });
  return path.join(dir, 'public', 'uploads');
}

const TEMPLATE = 'hall_started_template';

/**
 * The database a child cms started on once and stopped, made on first use and kept for the run
 * (every test file after the first finds it): the SQLite file's path, or the PostgreSQL
 * database TEMPLATE names. It is written under a temporary name and renamed when complete, so
 * an interrupted start leaves no half-made template behind.
 */
async function startedTemplate(): Promise<string> {
  const cms = inject('cms');
  const dir = path.join(cms.scratchDir, 'child-template');
  if (cms.databaseKind !== 'postgres') {
    const filename = path.join(dir, 'started.db');
    if (await exists(filename)) return filename;
    await fs.mkdir(dir, { recursive: true });
    const making = path.join(dir, `making-${process.pid}.db`);
    const { startChildCms } = await import('./child-cms');
    const child = await startChildCms({
      scratchDir: dir,
      database: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: making },
    });
    await child.stop();
    await fs.rename(making, filename);
    return filename;
  }
  await postgresTemplate(TEMPLATE, async (making) => startAndStopChild(dir, await createPostgresDatabase(making)));
  return TEMPLATE;
}

/**
 * A PostgreSQL database `name` kept for the run, made on first use by `make` under a temporary
 * name and renamed when complete, so that an interrupted start leaves no half-made one behind.
 */
async function postgresTemplate(name: string, make: (making: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ ...inject('cms').postgres!, host: '127.0.0.1', database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    const making = `${name}_making_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${making}"`);
    await make(making);
    await admin.query(`ALTER DATABASE "${making}" RENAME TO "${name}"`);
  } finally {
    await admin.end();
  }
}

async function startAndStopChild(scratchDir: string, url: string, env?: Record<string, string>): Promise<void> {
  const { startChildCms } = await import('./child-cms');
  const child = await startChildCms({ scratchDir, database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url }, env });
  await child.stop();
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
