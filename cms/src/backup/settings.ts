import path from 'node:path';
import { env } from '@strapi/utils';
import type { Knex } from 'knex';
import databaseConfig from '../../config/database';

/** The cms folder: every relative setting (DATABASE_FILENAME, PUBLIC_DIR, …) is relative to it, as for Strapi. */
export const cmsRoot = path.resolve(__dirname, '..', '..', '..');

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
}

/** What the running cms would use, from the environment and cms/.env (loaded by the command). */
export function installSettings(): InstallSettings {
  const { connection } = databaseConfig({ env }) as {
    connection: { client: DatabaseClient; connection: Record<string, unknown>; useNullAsDefault?: boolean };
  };
  const client = connection.client;
  const knex: Knex.Config = {
    client: client === 'sqlite' ? 'better-sqlite3' : 'pg',
    connection: connection.connection as Knex.StaticConnectionConfig,
    useNullAsDefault: true,
    pool: client === 'sqlite' ? { min: 1, max: 1 } : { min: 0, max: 2 },
  };
  const publicDir = path.resolve(cmsRoot, env('PUBLIC_DIR', './public'));
  const documents = String(process.env.RENTAL_DOCUMENTS_DIR ?? '').trim();
  return {
    client,
    knex,
    sqliteFile: client === 'sqlite' ? String(connection.connection.filename) : undefined,
    schema: env('DATABASE_SCHEMA', 'public'),
    uploadsDir: path.join(publicDir, 'uploads'),
    documentsDir: documents ? path.resolve(cmsRoot, documents) : path.join(cmsRoot, '.tmp', 'rental-documents'),
  };
}
