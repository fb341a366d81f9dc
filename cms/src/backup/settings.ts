import path from 'node:path';
import { env } from '@strapi/utils';
import type { Knex } from 'knex';
import databaseConfig from '../../config/database';
import hallConfig from '../../config/hall';
import serverConfig from '../../config/server';
import type { S3Settings } from '../storage/s3-settings';

/**
 * What `npm run backup` and `npm run restore` (cli.ts, started by scripts/backup.mjs and
 * restore.mjs) know of the install they work on: the only module of the commands that reads
 * their environment. They run without a Strapi instance, so there is no `strapi.config` to ask
 * (and restore must read the target's settings before it lets Strapi start): the settings come
 * from the cms's own config files (config/database.ts, server.ts, hall.ts) called with Strapi's
 * env helper, exactly as a starting cms reads them (cms/.env loaded by the script), and the one
 * thing that is the command's own, the folder npm was run from, is read here. It is the one file
 * of cms/src the lint rule lets read process.env (docs/decisions/037).
 */

/** The cms folder: every relative setting (DATABASE_FILENAME, PUBLIC_DIR, …) is relative to it, as for Strapi. */
export const cmsRoot = path.resolve(__dirname, '..', '..', '..');

/** The folder `npm run backup -- DIR` was typed in (npm sets INIT_CWD): DIR is relative to it. */
export const invocationDir = (): string => process.env.INIT_CWD ?? process.cwd();

export type DatabaseClient = 'sqlite' | 'postgres';

export interface InstallSettings {
  client: DatabaseClient;
  /** knex settings of the database the cms uses (config/database.ts). */
  knex: Knex.Config;
  /** The SQLite file, for the online backup. */
  sqliteFile?: string;
  /** PostgreSQL schema (DATABASE_SCHEMA). */
  schema: string;
  uploadsDir: string;
  documentsDir: string;
  /** Media and rental documents on S3 when configured (config/hall.ts). */
  s3: S3Settings;
}

/** What the running cms would use, from the environment and cms/.env (loaded by the command). */
export function installSettings(): InstallSettings {
  const { connection } = databaseConfig({ env }) as {
    connection: { client: DatabaseClient; connection: Record<string, unknown>; useNullAsDefault?: boolean };
  };
  const hall = hallConfig({ env });
  const client = connection.client;
  const knex: Knex.Config = {
    client: client === 'sqlite' ? 'better-sqlite3' : 'pg',
    connection: connection.connection as Knex.StaticConnectionConfig,
    useNullAsDefault: true,
    pool: client === 'sqlite' ? { min: 1, max: 1 } : { min: 0, max: 2 },
  };
  const publicDir = path.resolve(cmsRoot, serverConfig({ env }).dirs.public);
  return {
    client,
    knex,
    sqliteFile: client === 'sqlite' ? String(connection.connection.filename) : undefined,
    schema: env('DATABASE_SCHEMA', 'public'),
    uploadsDir: path.join(publicDir, 'uploads'),
    documentsDir: hall.rental.documentsDir,
    s3: hall.s3,
  };
}
