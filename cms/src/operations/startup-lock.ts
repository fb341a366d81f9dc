import type { Core } from '@strapi/strapi';
import pg from 'pg';
import { postgresSettings } from './postgres-connection';
import { hallSettings } from '../utils/hall-settings';

/**
 * One cms start-up at a time per PostgreSQL database (docs/decisions/024).
 *
 * Strapi creates and alters its tables during load, in `strapi.bootstrap()` before the app's
 * `bootstrap` runs (db.init, schema sync, the plugins' bootstraps that create roles and
 * settings), and the app's bootstrap then seeds the demo content, creates the first staff admin
 * and its own tables. Two instances doing that at once race (`create table` fails, the demo is
 * seeded twice). So the app's `register` — the last step before Strapi's bootstrap — takes a
 * session-level advisory lock on a connection of its own, and the end of the app's `bootstrap`
 * releases it: the second instance waits, then finds the schema in place and the marker set.
 *
 * A process that dies while holding the lock loses its connection, and PostgreSQL releases the
 * lock with it. On SQLite (one process per file) there is nothing to do.
 */

/** pg_advisory_lock(int4, int4): this application's class of locks, and the start-up lock in it. */
export const LOCK_CLASS = 0x68616c6c; // "hall"
export const STARTUP_LOCK = 1;
let lockConnection: pg.Client | null = null;

/** Waits until no other instance is starting on this database, then holds the lock (PostgreSQL only). */
export async function holdStartupLock(strapi: Core.Strapi): Promise<void> {
  const settings = postgresSettings(strapi);
  if (!settings || lockConnection) return;
  // STARTUP_LOCK_TIMEOUT_SECONDS (config/hall.ts).
  const waitSeconds = hallSettings(strapi, 'startupLockTimeoutSeconds');

  const connection = new pg.Client({ ...settings.client, application_name: 'hall-cms start-up lock', keepAlive: true });
  // Without a listener, a connection lost while the lock is held would crash the process.
  connection.on('error', (error) =>
    strapi.log.error(`[startup] the start-up lock's connection failed: ${error.message}`),
  );
  await connection.connect();
  try {
    const attempt = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
      LOCK_CLASS,
      STARTUP_LOCK,
    ]);
    if (!attempt.rows[0].locked) {
      strapi.log.info('[startup] another cms instance is starting on this database: waiting until it is done');
      await connection.query("select set_config('lock_timeout', $1, false)", [`${waitSeconds}s`]);
      try {
        await connection.query('select pg_advisory_lock($1, $2)', [LOCK_CLASS, STARTUP_LOCK]);
      } catch (error) {
        if ((error as { code?: string }).code === '55P03')
          throw new Error(
            `another cms instance held the start-up lock for more than ${waitSeconds} s (STARTUP_LOCK_TIMEOUT_SECONDS)`,
          );
        throw error;
      }
    }
  } catch (error) {
    await connection.end().catch(() => undefined);
    throw error;
  }
  lockConnection = connection;
}

/** Lets the next instance start: the schema, the seed, the first admin and the app's tables are in place. */
export async function releaseStartupLock(strapi: Core.Strapi): Promise<void> {
  const connection = lockConnection;
  if (!connection) return;
  lockConnection = null;
  try {
    await connection.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, STARTUP_LOCK]);
  } catch (error) {
    // Closing the session below releases it as well.
    strapi.log.warn(`[startup] could not release the start-up lock explicitly: ${(error as Error).message}`);
  } finally {
    await connection.end().catch(() => undefined);
  }
}
