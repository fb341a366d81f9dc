import type { Core } from '@strapi/strapi';
import type { ClientConfig } from 'pg';

export interface PostgresSettings {
  /** For a pg Client or Pool of its own, beside Strapi's knex pool. */
  client: ClientConfig;
  /** The schema Strapi's tables live in (DATABASE_SCHEMA, `public` by default). */
  schema: string;
}

interface StrapiPostgresConnection {
  connectionString?: string;
  host?: string;
  port?: number;
  database?: string;
  user?: string;
  password?: string;
  schema?: string;
  ssl?: ClientConfig['ssl'];
}

/**
 * The connection settings of Strapi's own database (config/database.ts) when it is PostgreSQL,
 * null on SQLite: for connections that must not come from Strapi's pool (an advisory lock held
 * across the whole start-up, the shared rate limits that must fail fast when the pool waits).
 */
export function postgresSettings(strapi: Core.Strapi): PostgresSettings | null {
  const connection = strapi.config.get('database.connection') as
    | { client?: string; connection?: StrapiPostgresConnection }
    | undefined;
  if (connection?.client !== 'postgres' || !connection.connection) return null;
  const { schema, ...client } = connection.connection;
  return { client, schema: schema || 'public' };
}
